import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChangePasswordForm } from '@d2d/react';
import { account } from '../packages/react/src/fixtures/account.js';
import { jsonError, type Routes } from '../packages/react/src/test/testStore.js';
import { storyStore, WithStore } from './storyStore.js';

/** The form on a signed-in store whose server answers the password change with `routes`. */
function Connected({ routes }: { routes: Routes }) {
  const [store] = useState(() => storyStore({ signedIn: true, routes }));
  return (
    <WithStore store={store}>
      <div style={{ width: 380 }}>
        <ChangePasswordForm />
      </div>
    </WithStore>
  );
}

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any current password is accepted: the form clears and confirms. */
export const Saves: Story = { render: () => <Connected routes={{ 'PATCH /api/account/update_password': () => ({ ...account, token: 'story-token-2' }) }} /> };
/** The server refuses the current password: 'Your password is incorrect.'. */
export const WrongCurrentPassword: Story = { render: () => <Connected routes={{ 'PATCH /api/account/update_password': () => jsonError(422, { message: 'invalid password' }) }} /> };
