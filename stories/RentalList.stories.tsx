import type { Meta, StoryObj } from '@storybook/react-vite';
import { RentalList } from '@d2d/react';
import { ownedGames } from '../packages/react/src/fixtures/library.js';

const rented = ownedGames.filter((g) => g.purchase_type === 'rental');

const meta = {
  title: 'Account/RentalList',
  component: RentalList,
  args: {
    items: [...rented, { ...rented[0]!, id: 9100, product_item: { title: 'Old Rental' }, rental: { expired_at: '2030-05-01T09:00:00Z' } }],
    siteId: 1,
    // a fixed clock: the stories look the same on any day
    now: Date.parse('2030-05-08T04:00:00Z'),
    onShowKeys: () => {},
    onDownload: () => {},
  },
} satisfies Meta<typeof RentalList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RunningAndExpired: Story = {};
export const None: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: undefined } };
