import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog } from '@d2d/react';
import { saleGame } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Dialogs/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Remove from cart?',
    onClose: () => {},
    children: <p>{saleGame.title} will be removed from your cart.</p>,
    footer: (
      <>
        <button type="button" className="d2d-button">Cancel</button>
        <button type="button" className="d2d-button d2d-button--primary">Remove</button>
      </>
    ),
    size: 'small',
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = { args: { role: 'alertdialog' } };
export const Medium: Story = { args: { size: 'medium', title: saleGame.title, children: <p>{saleGame.shortDescription}</p>, footer: undefined } };
/** Escape, the backdrop and the close button are off: the shopper has to answer. */
export const NotDismissable: Story = { args: { dismissable: false, closeOnBackdrop: false, role: 'alertdialog' } };
/** Opens and closes: focus returns to the button. */
export const Toggle: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" className="d2d-button" onClick={() => setOpen(true)}>
          Open dialog
        </button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
