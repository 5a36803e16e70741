import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MyGamesList, type MyGamesSort } from '@d2d/react';
import { ownedGames } from '../packages/react/src/fixtures/library.js';

const meta = {
  title: 'Account/MyGamesList',
  component: MyGamesList,
  args: {
    items: ownedGames,
    paging: { totalItems: ownedGames.length, currentPageIndex: 1, pageSize: 10 },
    siteId: 1,
    sort: 'date-desc',
    onSortChange: () => {},
    onPageChange: () => {},
    onShowKeys: () => {},
    onDownload: () => {},
    onTradeIn: () => {},
  },
  render: (args) => {
    const [sort, setSort] = useState<MyGamesSort>(args.sort);
    return <MyGamesList {...args} sort={sort} onSortChange={setSort} />;
  },
} satisfies Meta<typeof MyGamesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A purchase with key and files, a rental, a gift and a pre-order. */
export const OwnedGames: Story = {};
export const SeveralPages: Story = { args: { paging: { totalItems: 34, currentPageIndex: 2, pageSize: 10 } } };
export const Loading: Story = { args: { items: undefined, paging: undefined, loading: true } };
export const NoGames: Story = { args: { items: [], paging: { totalItems: 0, currentPageIndex: 1, pageSize: 10 } } };
