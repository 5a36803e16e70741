import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PowerSearchPanel, type PowerSearchValue } from '@d2d/react';
import { powerSearchFacets } from '../packages/react/src/fixtures/facets.js';

const meta = {
  title: 'Browse/PowerSearchPanel',
  component: PowerSearchPanel,
  args: { facets: powerSearchFacets, value: { platforms: [], genres: [], publishers: [], ratings: [] }, onChange: () => {} },
  decorators: [(Story) => <div style={{ width: 280 }}><Story /></div>],
} satisfies Meta<typeof PowerSearchPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState<PowerSearchValue>(args.value);
    return <PowerSearchPanel {...args} value={value} onChange={setValue} />;
  },
};
export const WithSelection: Story = { args: { value: { platforms: [1100], genres: ['Strategy'], publishers: ['Granite Peak'], ratings: [500], price: 3 } } };
