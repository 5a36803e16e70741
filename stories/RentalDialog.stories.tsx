import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, RENTAL_ERROR_CODE } from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { RentalDialog } from '@d2d/react';

const refusal = (code: number, message: string) => new ApiError('POST /d2d/xsolla/rent', { status: 422, body: { error_code: code, errors: { base: [message] } } });

const meta = {
  title: 'Dialogs/RentalDialog',
  component: RentalDialog,
  args: {
    open: true,
    title: 'Rogue Circuit',
    dayPriceMinor: 299,
    siteId: 1,
    onRent: async (_days: number, _again: boolean) => '#rental-checkout',
    onClose: () => {},
  },
} satisfies Meta<typeof RentalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rent shows the rental checkout message. */
export const ChooseDays: Story = {};
export const UkPrices: Story = { args: { siteId: 2, dayPriceMinor: 249 } };
/** Rent warns with 4006 and offers to extend. */
export const AlreadyRenting: Story = { args: { onRent: async (_days, again) => (again ? '#rental-checkout' : Promise.reject(refusal(RENTAL_ERROR_CODE.alreadyRented, MESSAGES.rentalAlreadyActive))) } };
/** Rent warns with 4003. */
export const AlreadyOwned: Story = { args: { onRent: () => Promise.reject(refusal(RENTAL_ERROR_CODE.alreadyOwned, MESSAGES.rentalAlreadyOwned)) } };
