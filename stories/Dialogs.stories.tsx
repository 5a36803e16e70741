import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardPaymentDialog, KeyDialog, LoginDialog, MessageDialog, ProgressDialog } from '@d2d/react';
import { MESSAGES } from '@d2d/contract';
import { account } from '../packages/react/src/fixtures/account.js';
import { storyStore, WithStore } from './storyStore.js';

const meta = {
  title: 'Dialogs/MessageDialog',
  component: MessageDialog,
  args: { open: true, title: 'Add Coupon Fail', message: 'This coupon has expired.', tone: 'error', onClose: () => {} },
} satisfies Meta<typeof MessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {};
export const CartLimit: Story = { args: { title: 'Message', message: MESSAGES.cartLimit } };
export const Login: Story = {
  render: () => (
    <WithStore store={storyStore()}>
      <LoginDialog open mode="login" onModeChange={() => {}} onDismiss={() => {}} onSuccess={() => {}} onNavigate={() => {}} loadCaptchaChallenge={async () => ({ algorithm: 'SHA-256', challenge: 'x', salt: 'y' })} />
    </WithStore>
  ),
};
export const SignUp: Story = {
  render: () => (
    <WithStore store={storyStore()}>
      <LoginDialog open mode="signup" onModeChange={() => {}} onDismiss={() => {}} onSuccess={() => {}} onNavigate={() => {}} loadCaptchaChallenge={async () => ({ algorithm: 'SHA-256', challenge: 'b5a2c8e7d1', salt: 'story', maxnumber: 5 })} />
    </WithStore>
  ),
};
export const CardPayment: Story = {
  render: () => <CardPaymentDialog open step="idle" amountMinor={4998} siteId={1} account={account} countries={[{ country_code_id: 840, country_full_name: 'United States', code2: 'US' }]} onSubmit={() => {}} onClose={() => {}} />,
};
export const CardDeclined: Story = {
  render: () => <CardPaymentDialog open step="error" error="Your card was declined." amountMinor={4998} siteId={1} account={account} countries={[]} onSubmit={() => {}} onClose={() => {}} />,
};
export const InProgress: Story = { render: () => <ProgressDialog open message="Completing your order…" /> };
export const ActivationKey: Story = {
  render: () => <KeyDialog open title="Starfall Tactics" keys={[{ name: 'Steam key', key: 'ABCDE-12345-FGHIJ', instructions: 'Activate the key in the Steam client: Games, Activate a Product on Steam.' }]} onClose={() => {}} />,
};
