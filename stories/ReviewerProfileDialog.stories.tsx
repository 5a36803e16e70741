import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ReviewerProfileDialog } from '@d2d/react';
import { jsonError } from '../packages/react/src/test/testStore.js';
import { reviewRoutes } from './reviewRoutes.js';
import { storyStore, WithStore } from './storyStore.js';

/** The modal on a signed-in store; `taken` answers every name as taken. */
function Connected({ taken }: { taken?: boolean }) {
  const [store] = useState(() =>
    storyStore({
      signedIn: true,
      routes: {
        ...reviewRoutes(),
        ...(taken ? { 'POST /api/userreview/createreviewerprofile': () => jsonError(422, { errors: { username: ['This user name is already taken.'] } }) } : {}),
      },
    }),
  );
  const [created, setCreated] = useState<string | null>(null);
  return (
    <WithStore store={store}>
      {created && <p>Profile created: {created}</p>}
      <ReviewerProfileDialog open={created === null} onClose={() => {}} onCreated={(profile) => setCreated(profile.username)} />
    </WithStore>
  );
}

const meta = {
  title: 'Dialogs/ReviewerProfileDialog',
  component: ReviewerProfileDialog,
  args: { open: true, onClose: () => {}, onCreated: () => {} },
  render: () => <Connected />,
} satisfies Meta<typeof ReviewerProfileDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any name of 3 to 30 letters, digits, dots, dashes or underscores is created. */
export const CreateProfile: Story = {};
/** The server answers that the name is taken. */
export const NameTaken: Story = { render: () => <Connected taken /> };
