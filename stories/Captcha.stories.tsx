import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@d2d/contract';
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
/** The solution expires after five seconds here (120 s in the store). */
export const QuickExpiry: Story = { args: { validityMs: 5000 } };
export const Missing: Story = { args: { error: MESSAGES.captchaRequired } };
export const FailedChallenge: Story = { args: { loadChallenge: () => unsolvableCaptchaChallenge() } };
