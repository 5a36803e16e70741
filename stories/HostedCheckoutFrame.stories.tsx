import type { Meta, StoryObj } from '@storybook/react-vite';
import { HostedCheckoutFrame } from '@d2d/react';

// The provider's page stands in as an inline document (no network): its buttons post the
// checkout result to the parent as the real return page does.
const page = (title: string) =>
  'data:text/html,' +
  encodeURIComponent(
    `<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif;padding:24px"><h1>${title}</h1><p>Order total $49.98</p>` +
      `<button onclick="parent.postMessage({event:'checkout',isSuccess:true,eventType:'payment',id:'story-pay-1'},'*')">Pay</button> ` +
      `<button onclick="parent.postMessage({event:'checkout',isSuccess:false,eventType:'payment',id:null},'*')">Decline</button></body>`,
  );

const meta = {
  title: 'Checkout/HostedCheckoutFrame',
  component: HostedCheckoutFrame,
  args: { url: page('Sandbox hosted checkout'), onMessage: () => {}, onCancel: () => {} },
} satisfies Meta<typeof HostedCheckoutFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A data document's messages come from the opaque origin "null", so the story allows it. */
export const HostedCheckout: Story = { args: { allowedOrigins: ['null'] } };
export const PayPalType: Story = { args: { url: page('Sandbox PayPal'), title: 'PayPal checkout', allowedOrigins: ['null'] } };
