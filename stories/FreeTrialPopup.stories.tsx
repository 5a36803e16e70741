import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeTrialPopup } from '@d2d/react';

const meta = {
  title: 'Dialogs/FreeTrialPopup',
  component: FreeTrialPopup,
  args: {
    open: true,
    signedIn: true,
    offerEnds: 'Jan 31, 2031',
    onStartTrial: async () => 'Your free premium trial has started.',
    onLogin: () => {},
    onViewSubscription: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof FreeTrialPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An account with the trial event, after login. */
export const SignedIn: Story = {};
/** A visitor: 'Login to access a FREE trial!'. */
export const Visitor: Story = { args: { signedIn: false } };
