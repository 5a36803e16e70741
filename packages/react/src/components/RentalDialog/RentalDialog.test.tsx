import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES, RENTAL_ERROR_CODE } from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { RentalDialog } from './RentalDialog.js';

afterEach(cleanup);

const refusal = (body: object, status = 422) => new ApiError('POST /d2d/xsolla/rent', { status, body });

describe('RentalDialog', () => {
  it('should price the days chosen, rent them and lead to the checkout with the rental message', async () => {
    const onRent = vi.fn(async () => 'https://pay.example/sandbox/premium/r1');
    render(<RentalDialog open title="Rogue Circuit" dayPriceMinor={299} siteId={1} onRent={onRent} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Rent Rogue Circuit' });
    expect(dialog.textContent).toContain('Rent for 1 to 5 days at $2.99 a day.');
    const length = screen.getByRole('combobox', { name: 'Rental length' }) as HTMLSelectElement;
    expect([...length.options].map((o) => o.textContent)).toEqual(['1 day ($2.99)', '2 days ($5.98)', '3 days ($8.97)', '4 days ($11.96)', '5 days ($14.95)']);
    fireEvent.change(length, { target: { value: '3' } });
    expect(dialog.textContent).toContain('Total: $8.97');
    fireEvent.click(screen.getByRole('button', { name: 'Rent for $8.97' }));
    expect(onRent).toHaveBeenCalledWith(3, false);
    const message = await screen.findByRole('dialog', { name: 'Rental checkout' });
    expect(message.textContent).toContain('You are renting Rogue Circuit for 3 days for $8.97.');
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('https://pay.example/sandbox/premium/r1');
  });

  it('should warn on 4006 and offer to extend the running rental', async () => {
    const onRent = vi
      .fn<(days: number, again: boolean) => Promise<string>>()
      .mockRejectedValueOnce(refusal({ error_code: RENTAL_ERROR_CODE.alreadyRented, errors: { base: [MESSAGES.rentalAlreadyActive] } }))
      .mockResolvedValueOnce('https://pay.example/r2');
    render(<RentalDialog open title="Rogue Circuit" dayPriceMinor={299} siteId={1} onRent={onRent} onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rental length' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rent for $5.98' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.rentalAlreadyActive);
    fireEvent.click(screen.getByRole('button', { name: 'Extend by 2 days' }));
    expect(onRent).toHaveBeenLastCalledWith(2, true);
    expect(await screen.findByRole('dialog', { name: 'Rental checkout' })).toBeTruthy();
  });

  it('should warn on 4003 without offering to extend, and just close on 4004', async () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <RentalDialog open title="Rogue Circuit" dayPriceMinor={299} siteId={1} onRent={() => Promise.reject(refusal({ error_code: RENTAL_ERROR_CODE.alreadyOwned }))} onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rent for $2.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.rentalAlreadyOwned);
    expect(screen.queryByRole('button', { name: /Extend/ })).toBeNull();
    unmount();

    let rejected!: () => void;
    const settled = new Promise<void>((resolve) => (rejected = resolve));
    render(
      <RentalDialog
        open
        title="Rogue Circuit"
        dayPriceMinor={299}
        siteId={1}
        onRent={() => {
          rejected();
          return Promise.reject(refusal({ error_code: RENTAL_ERROR_CODE.checkoutCancelled }));
        }}
        onClose={onClose}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rent for $2.99' }));
    await settled;
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("should hand other refusals to the store's dialogs, or show them in place without a handler", async () => {
    const unconfirmed = refusal({ error_code: 4010, errors: { base: ['confirm'] } });
    const onFailure = vi.fn();
    const onClose = vi.fn();
    const { unmount } = render(<RentalDialog open title="Rogue Circuit" dayPriceMinor={299} siteId={1} onRent={() => Promise.reject(unconfirmed)} onFailure={onFailure} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rent for $2.99' }));
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ kind: 'unconfirmed-email' });
    expect(onClose).toHaveBeenCalled();
    unmount();

    render(<RentalDialog open title="Rogue Circuit" dayPriceMinor={299} siteId={1} onRent={() => Promise.reject(refusal({ errors: { base: ['This game cannot be rented.'] } }))} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rent for $2.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This game cannot be rented.');
    expect(screen.getByRole('button', { name: 'Rent for $2.99' })).toBeTruthy();
  });
});
