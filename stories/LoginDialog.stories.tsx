import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginDialog } from '@d2d/react';
import { storyCaptchaChallenge } from './storyCaptcha.js';
import { storyStore, WithStore } from './storyStore.js';

const meta = {
  title: 'Dialogs/LoginDialog',
  component: LoginDialog,
  args: { open: true, mode: 'login', onModeChange: () => {}, onDismiss: () => {}, onSuccess: () => {}, onNavigate: () => {}, loadCaptchaChallenge: () => storyCaptchaChallenge() },
  render: (args) => (
    <WithStore store={storyStore()}>
      <LoginDialog {...args} />
    </WithStore>
  ),
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
/** Tick the captcha: it solves a real (small) proof-of-work challenge in the browser. */
export const SignUp: Story = { args: { mode: 'signup' } };
export const ForgotPassword: Story = { args: { mode: 'forgot' } };
