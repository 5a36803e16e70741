import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderHistory } from '@d2d/react';
import { orders } from '../packages/react/src/fixtures/library.js';

const meta = {
  title: 'Account/OrderHistory',
  component: OrderHistory,
  args: { orders, paging: { totalItems: orders.length, currentPageIndex: 1, pageSize: 10 }, siteId: 1, onPageChange: () => {} },
} satisfies Meta<typeof OrderHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain order, a gift and a traded-in game. */
export const Purchases: Story = {};
export const SeveralPages: Story = { args: { paging: { totalItems: 23, currentPageIndex: 1, pageSize: 10 } } };
export const Loading: Story = { args: { orders: undefined, paging: undefined, loading: true } };
/** 'You have not made any purchases.' */
export const NoPurchases: Story = { args: { orders: [], paging: { totalItems: 0, currentPageIndex: 1, pageSize: 10 } } };
