import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ReviewWriteDialog } from '@d2d/react';
import { reviewRoutes } from './reviewRoutes.js';
import { storyStore, WithStore } from './storyStore.js';

/** The modal on a signed-in store that previews and saves the review, or with `refuse` blocks it (801). */
function Connected({ refuse }: { refuse?: boolean }) {
  const [store] = useState(() => storyStore({ signedIn: true, routes: reviewRoutes({ refuse: refuse ?? false }) }));
  const [open, setOpen] = useState(true);
  return (
    <WithStore store={store}>
      <button type="button" className="d2d-button" onClick={() => setOpen(true)}>
        Write a review
      </button>
      <ReviewWriteDialog open={open} product={{ id: 16, title: 'Copper Gambit' }} profile={{ username: 'story_player' }} siteId={1} onClose={() => setOpen(false)} />
    </WithStore>
  );
}

const meta = {
  title: 'Dialogs/ReviewWriteDialog',
  component: ReviewWriteDialog,
  args: { open: true, product: { id: 16, title: 'Copper Gambit' }, profile: { username: 'story_player' }, siteId: 1, onClose: () => {} },
  render: () => <Connected />,
} satisfies Meta<typeof ReviewWriteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Write, preview (a body with 'sh1t' shows the language notice) and submit. */
export const WriteAndPreview: Story = {};
/** The account is under parental controls: preview and submit answer 801. */
export const ParentalControls: Story = { render: () => <Connected refuse /> };
