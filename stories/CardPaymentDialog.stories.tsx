import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardPaymentDialog } from '@d2d/react';
import { account } from '../packages/react/src/fixtures/account.js';
import { countries } from '../packages/react/src/fixtures/countries.js';

const meta = {
  title: 'Dialogs/CardPaymentDialog',
  component: CardPaymentDialog,
  args: { open: true, step: 'idle', amountMinor: 4998, siteId: 1, account, countries, onSubmit: () => {}, onClose: () => {} },
} satisfies Meta<typeof CardPaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Submitting: Story = { args: { step: 'submitting' } };
export const Declined: Story = { args: { step: 'error', error: 'Your card was declined.' } };
export const NoSavedAddress: Story = { args: { account: null } };
