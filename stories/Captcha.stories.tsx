import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@d2d/contract';
import { userEvent, within } from 'storybook/test';
import { Captcha } from '@d2d/react';
import { storyCaptchaChallenge, unsolvableCaptchaChallenge } from './storyCaptcha.js';

const meta = {
  title: 'Forms/Captcha',
  component: Captcha,
  args: { loadChallenge: () => storyCaptchaChallenge(), onChange: () => {} },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof Captcha>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tick the box: the browser solves a small proof-of-work challenge. */
export const Solvable: Story = {};
/** Ticked and solved. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
    await canvas.findByText('Verified', {}, { timeout: 5000 });
  },
};
/** The solution expires after five seconds here (120 s in the store). */
export const QuickExpiry: Story = { args: { validityMs: 5000 } };
export const Missing: Story = { args: { error: MESSAGES.captchaRequired } };
export const FailedChallenge: Story = { args: { loadChallenge: () => unsolvableCaptchaChallenge() } };
