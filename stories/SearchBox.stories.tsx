import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { SearchBox } from '@d2d/react';
import { browseItems } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Browse/SearchBox',
  component: SearchBox,
  args: {
    onSearch: () => {},
    loadSuggestions: async (keyword: string) =>
      browseItems
        .filter((p) => p.title.toLowerCase().includes(keyword.toLowerCase()))
        .map((p) => ({ id: p.id, title: p.title, href: '#', thumbnail: p.thumbnailImage ?? p.frontImage ?? null, detail: p.platform ?? null })),
  },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type three letters ("sta", "iro") to see suggestions. */
export const Typeahead: Story = {};
/** "sta" typed: the suggestion list is open. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search games' }), 'sta');
    await canvas.findAllByRole('option');
  },
};
export const WithQuery: Story = { args: { defaultValue: 'starfall' } };
