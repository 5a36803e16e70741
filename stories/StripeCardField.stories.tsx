import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StripeCardElement } from '@stripe/stripe-js';
import { StripeCardField, type StripeJs, type StripeLoader } from '@d2d/react';

/**
 * Storybook has no Stripe account: the fake below mounts a look-alike input where Stripe.js
 * would mount its card frame, and declines every confirmation.
 */
const fakeStripe: StripeJs = {
  elements: () => ({
    create: () =>
      ({
        mount(target: HTMLElement) {
          const input = document.createElement('input');
          input.className = 'd2d-input';
          input.placeholder = 'Card number   MM / YY   CVC';
          input.setAttribute('aria-label', 'Card number, expiry and CVC');
          target.replaceChildren(input);
        },
        on() {},
        update() {},
        destroy() {},
      }) as unknown as StripeCardElement,
  }),
  confirmCardPayment: async () => ({ error: { message: 'Your card was declined.' } }),
};
const mounted: StripeLoader = async () => fakeStripe;
const loading: StripeLoader = () => new Promise(() => {});
const offline: StripeLoader = async () => null;

const meta = {
  title: 'Forms/StripeCardField',
  component: StripeCardField,
  args: { publishableKey: 'pk_test_storybook', onReady: () => {}, loadStripe: mounted },
} satisfies Meta<typeof StripeCardField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mounted: Story = {};
export const Loading: Story = { args: { loadStripe: loading } };
export const NoPublishableKey: Story = { args: { publishableKey: null } };
export const StripeUnavailable: Story = { args: { loadStripe: offline } };
