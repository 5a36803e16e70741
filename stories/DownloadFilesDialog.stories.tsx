import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@d2d/contract';
import { DownloadFilesDialog, type DownloadFilesDialogProps } from '@d2d/react';
import { gameFiles } from '../packages/react/src/fixtures/library.js';
import { saleGame } from '../packages/react/src/fixtures/products.js';

const download: DownloadFilesDialogProps['resolve'] = async (file) => ({ kind: 'download', url: `#download-${file.skuId}` });
const failWith = (message: string): DownloadFilesDialogProps['resolve'] => async () => ({ kind: 'error', message });

const meta = {
  title: 'Dialogs/DownloadFilesDialog',
  component: DownloadFilesDialog,
  args: {
    open: true,
    title: saleGame.title,
    files: gameFiles,
    // the dialog navigates to the url: a hash keeps the story on its page and off the network
    resolve: download,
    onClose: () => {},
  },
} satisfies Meta<typeof DownloadFilesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Files: Story = {};
export const LocationUnavailable: Story = { args: { resolve: failWith(MESSAGES.downloadLocationUnavailable) } };
export const PreOrderNotReleased: Story = { args: { title: 'Lumen Drift', files: [{ name: 'Lumen Drift Installer', skuId: 30031 }], resolve: failWith(MESSAGES.preorderNotAvailableYet) } };
