import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TrackingConsentDialog } from '@d2d/react';
import { account } from '../packages/react/src/fixtures/account.js';
import { storyStore, WithStore } from './storyStore.js';

/** A signed-in shopper who was not asked yet (`allow_tracking: null`). */
function NotAskedYet() {
  const [store] = useState(() => {
    const s = storyStore({ signedIn: true, routes: { 'PATCH /api/account/update': () => ({ ...account, allow_tracking: true }) } });
    s.session.account.value = { ...account, allow_tracking: null };
    return s;
  });
  return (
    <WithStore store={store}>
      <TrackingConsentDialog />
    </WithStore>
  );
}

const meta = {
  title: 'Dialogs/TrackingConsentDialog',
  component: TrackingConsentDialog,
} satisfies Meta<typeof TrackingConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The modal asks; either answer is saved and it closes. */
export const Asks: Story = { render: () => <NotAskedYet /> };
