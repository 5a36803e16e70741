import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@d2d/contract';
import { TextField } from '@d2d/react';
import { account } from '../packages/react/src/fixtures/account.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', name: 'email', defaultValue: account.emailAddress },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Required: Story = { args: { defaultValue: '', required: true, error: MESSAGES.fieldRequired } };
export const WithHint: Story = { args: { label: 'New password', type: 'password', defaultValue: '', hint: '8 to 16 characters, with at least one number.' } };
export const InvalidEmail: Story = { args: { defaultValue: 'jane@', error: MESSAGES.invalidEmailAddress } };
export const Disabled: Story = { args: { disabled: true } };
