import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SocialLoginButtons } from '@d2d/react';
import type { Routes } from '../packages/react/src/test/testStore.js';
import { storyStore, WithStore } from './storyStore.js';

const AUTH = { authorization_url: 'https://idp.example/auth', state: 'story-state', code_verifier: 'v'.repeat(43) };

/** The buttons on a store whose server offers `providers`. */
function Connected({ providers }: { providers: string[] }) {
  const routes: Routes = {
    'GET /api/account/auth/providers': () => ({ providers }),
    'GET /api/account/auth/google/authorize': () => AUTH,
    'GET /api/account/auth/facebook/authorize': () => AUTH,
  };
  const [store] = useState(() => storyStore({ routes }));
  return (
    <WithStore store={store}>
      <div style={{ width: 320 }}>
        <SocialLoginButtons redirectUri="https://store.example/" onOpenProvider={() => {}} />
      </div>
    </WithStore>
  );
}

const meta = {
  title: 'Account/SocialLoginButtons',
  component: SocialLoginButtons,
} satisfies Meta<typeof SocialLoginButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Google and Facebook configured: the login dialog's two buttons. */
export const BothProviders: Story = { render: () => <Connected providers={['google', 'facebook']} /> };
/** Only Google configured. */
export const GoogleOnly: Story = { render: () => <Connected providers={['google']} /> };
/** No provider configured: nothing is shown. */
export const NoProviders: Story = { render: () => <Connected providers={[]} /> };
