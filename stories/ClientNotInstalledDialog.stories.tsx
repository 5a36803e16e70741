import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClientNotInstalledDialog } from '@d2d/react';

const meta = {
  title: 'Streaming/ClientNotInstalledDialog',
  component: ClientNotInstalledDialog,
  args: { open: true, client: 'streaming', onClose: () => {} },
} satisfies Meta<typeof ClientNotInstalledDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The streaming client did not answer a launch. */
export const StreamingClient: Story = {};
/** The store client, with its download. */
export const StoreClient: Story = { args: { client: 'store', downloadUrl: 'https://store.example.com/sandbox/store-client/download' } };
