import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager } from '@d2d/react';

const meta = {
  title: 'Browse/Pager',
  component: Pager,
  args: { paging: { totalItems: 2000, currentPageIndex: 1, pageSize: 25 }, onPageChange: () => {} },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPartialPage: Story = { args: { paging: { totalItems: 2010, currentPageIndex: 81, pageSize: 25 } } };
export const Interactive: Story = {
  render: (args) => {
    const [page, setPage] = useState(1);
    return <Pager {...args} paging={{ ...args.paging, currentPageIndex: page }} onPageChange={setPage} />;
  },
};
