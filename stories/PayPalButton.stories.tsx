import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayPalButton } from '@d2d/react';

const meta = {
  title: 'Checkout/PayPalButton',
  component: PayPalButton,
  args: { enabled: true, onClick: () => {} },
  decorators: [(Story) => <div style={{ width: 340 }}><Story /></div>],
} satisfies Meta<typeof PayPalButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};
/** A visitor, or an empty cart. */
export const Disabled: Story = { args: { enabled: false } };
export const Busy: Story = { args: { busy: true } };
