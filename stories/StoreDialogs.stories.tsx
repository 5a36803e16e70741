import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@d2d/contract';
import { tradeInReminderDialog } from '@d2d/core';
import { StoreDialogs, StoreProvider, useDialogs } from '@d2d/react';
import { storyCaptchaChallenge } from './storyCaptcha.js';
import { storyStore } from './storyStore.js';

/** Buttons that open each kind of store dialog through `useDialogs`. */
function Openers() {
  const dialogs = useDialogs();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <button type="button" className="d2d-button" onClick={() => dialogs.openLogin('login')}>
        Login
      </button>
      <button type="button" className="d2d-button" onClick={() => dialogs.openLogin('signup')}>
        Sign Up
      </button>
      <button type="button" className="d2d-button" onClick={() => dialogs.show({ kind: 'message', title: 'Message', message: MESSAGES.cartLimit })}>
        Cart limit
      </button>
      <button type="button" className="d2d-button" onClick={() => dialogs.show(tradeInReminderDialog(['Arcade Legends Vol. 1']))}>
        Trade-in reminder
      </button>
      <button type="button" className="d2d-button" onClick={() => dialogs.show({ kind: 'campaign', campaign: 'bonus-hours', bonusHours: 20 })}>
        Bonus hours
      </button>
    </div>
  );
}

/** A story whose play function presses one opener and waits for its modal. */
function opened(opener: string): StoryObj<typeof meta> {
  return {
    play: async ({ canvasElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: opener }));
      // the dialog portals out of the story's canvas, to the end of the page
      await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[aria-modal="true"]')).not.toBeNull());
    },
  };
}

const meta = {
  title: 'Dialogs/StoreDialogs',
  component: StoreDialogs,
  args: { onNavigate: () => {}, supportUrl: 'https://support.example.com', loadCaptchaChallenge: () => storyCaptchaChallenge() },
  render: (args) => {
    const [store] = useState(() => storyStore());
    return (
      <StoreProvider store={store} restoreSession={false}>
        <StoreDialogs {...args}>
          <Openers />
        </StoreDialogs>
      </StoreProvider>
    );
  },
} satisfies Meta<typeof StoreDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog host of a store: each button opens one of its dialogs. */
export const Host: Story = {};
export const LoginOpen: Story = opened('Login');
export const CartLimitOpen: Story = opened('Cart limit');
export const TradeInReminderOpen: Story = opened('Trade-in reminder');
export const BonusHoursOpen: Story = opened('Bonus hours');
