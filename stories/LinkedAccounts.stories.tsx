import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LinkedAccounts } from '@d2d/react';
import { account } from '../packages/react/src/fixtures/account.js';
import { jsonError, type Routes } from '../packages/react/src/test/testStore.js';
import { storyStore, WithStore } from './storyStore.js';

/** The section on a signed-in store whose unlink answers with `disconnect`. */
function Connected({ disconnect }: { disconnect: Routes[string] }) {
  const routes: Routes = {
    'GET /api/account/auth/providers': () => ({ providers: ['google', 'facebook'] }),
    'GET /api/account/auth/facebook/authorize': () => ({ authorization_url: 'https://idp.example/fb', state: 's', code_verifier: 'v'.repeat(43) }),
    'DELETE /api/account/social/disconnect': disconnect,
  };
  const [store] = useState(() => storyStore({ signedIn: true, routes }));
  return (
    <WithStore store={store}>
      <div style={{ width: 420 }}>
        <LinkedAccounts account={account} redirectUri="https://store.example/" onOpenProvider={() => {}} />
      </div>
    </WithStore>
  );
}

const meta = {
  title: 'Account/LinkedAccounts',
  component: LinkedAccounts,
} satisfies Meta<typeof LinkedAccounts>;
export default meta;
// each story renders its own connected wrapper, so the component's props are not story args
type Story = StoryObj;

/** Google linked, Facebook not: Unlink and Link. */
export const GoogleLinked: Story = { render: () => <Connected disconnect={() => ({ connections: [{ source: 'facebook', connected: false }, { source: 'google', connected: false }] })} /> };
/** Unlinking the last way in signs the shopper out. */
export const UnlinkSignsOut: Story = { render: () => <Connected disconnect={() => ({ connections: [], signed_out: true })} /> };
/** The server refuses the unlink. */
export const UnlinkRefused: Story = {
  render: () => <Connected disconnect={() => jsonError(409, { failureError: { id: 0, message: 'Your account has a temporary email address and no password. Add your email address and choose a password before unlinking your last social account.' } })} />,
};
