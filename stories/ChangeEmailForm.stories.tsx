import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Account } from '@d2d/contract';
import { ChangeEmailForm } from '@d2d/react';
import { account } from '../packages/react/src/fixtures/account.js';
import { jsonError, type Routes } from '../packages/react/src/test/testStore.js';
import { storyStore, WithStore } from './storyStore.js';

/** The form for `shown` on a store whose server answers the change with `answer`. */
function Connected({ shown = account, answer }: { shown?: Account; answer: Routes[string] }) {
  const [store] = useState(() => storyStore({ signedIn: true, routes: { 'PATCH /api/account/update_email': answer } }));
  return (
    <WithStore store={store}>
      <div style={{ width: 400 }}>
        <ChangeEmailForm account={shown} />
      </div>
    </WithStore>
  );
}

const meta = {
  title: 'Account/ChangeEmailForm',
  component: ChangeEmailForm,
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
// each story renders its own connected wrapper, so the component's props are not story args
type Story = StoryObj;

/** A new address is accepted: a confirmation link is on its way. */
export const Sends: Story = { render: () => <Connected answer={() => ({ ...account, unconfirmedEmail: 'new@example.com' })} /> };
/** Wrong current password: 'Your password is incorrect.'. */
export const WrongPassword: Story = { render: () => <Connected answer={() => jsonError(422, { errors: { current_password: ['x'] } })} /> };
/** The address is taken: 'New email is invalid or already exists.'. */
export const AddressTaken: Story = { render: () => <Connected answer={() => jsonError(409, { failureError: { id: 0, message: 'taken' } })} /> };
/** A social sign-up's temporary address is replaced without a password. */
export const TemporaryAddress: Story = {
  render: () => (
    <Connected
      shown={{ ...account, emailAddress: 'google-3f9c@temporary-email.d2d.test', temporary_email: true, password_set: false }}
      answer={() => ({ ...account, unconfirmedEmail: 'sam@example.com' })}
    />
  ),
};
