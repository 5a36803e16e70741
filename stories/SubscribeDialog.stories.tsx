import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHECKOUT_ERROR_CODE, MESSAGES } from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { SubscribeDialog } from '@d2d/react';

const meta = {
  title: 'Dialogs/SubscribeDialog',
  component: SubscribeDialog,
  args: {
    open: true,
    price: '$14.99',
    onSubscribe: async () => '#premium-checkout',
    onClose: () => {},
  },
} satisfies Meta<typeof SubscribeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Subscribe leads to the premium checkout message. */
export const Offer: Story = {};
/** The price is still loading. */
export const PriceLoading: Story = { args: { price: null } };
/** A paying member is refused with 5010. */
export const AlreadySubscribed: Story = {
  args: {
    onSubscribe: () =>
      Promise.reject(new ApiError('POST /d2d/xsolla/subscribe_premium', { status: 422, body: { error_code: CHECKOUT_ERROR_CODE.alreadySubscribed, errors: { base: [MESSAGES.alreadySubscribed] } } })),
  },
};
