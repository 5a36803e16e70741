import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TradeInResult } from '@d2d/contract';
import { TradeInDialog } from '@d2d/react';

const meta = {
  title: 'Dialogs/TradeInDialog',
  component: TradeInDialog,
  args: {
    open: true,
    title: 'Arcade Legends Vol. 1',
    creditMinor: 600,
    siteId: 1,
    onTradeIn: async (): Promise<TradeInResult> => ({ success: true, credit: 6, balance: 16.5 }),
    onClose: () => {},
  },
} satisfies Meta<typeof TradeInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Proceed shows the complete step with the credit and the new balance. */
export const Start: Story = {};
/** Proceed shows 'Sorry. Something went wrong.'. */
export const Fails: Story = { args: { onTradeIn: (): Promise<TradeInResult> => Promise.reject(new Error('refused')) } };
export const CreditUnknown: Story = { args: { creditMinor: null } };
