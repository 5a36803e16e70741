import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdsDrmInstructionsButton, AdsDrmInstructionsDialog } from '@d2d/react';

const links = { tradeIn: '#!/pc/adsdrm?pType=1', rental: '#!/pc/adsdrm?pType=2' };

const meta = {
  title: 'Dialogs/AdsDrmInstructionsDialog',
  component: AdsDrmInstructionsDialog,
  args: { open: true, title: 'Rogue Circuit', links, onClose: () => {} },
} satisfies Meta<typeof AdsDrmInstructionsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from an ADS title's DRM row on its product page. */
export const ForATitle: Story = {};
/** Opened from the ADS lists (`/pc/adsdrm`): about ADS titles in general. */
export const General: Story = { args: { title: undefined } };
/** The button beside the DRM row and on the ADS lists: it loads the dialog when first clicked. */
export const Button: Story = { render: () => <AdsDrmInstructionsButton title="Rogue Circuit" links={links} /> };
