import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CouponForm } from './CouponForm.js';

afterEach(cleanup);

describe('CouponForm', () => {
  it("should disable the input for visitors with 'Login to enter coupon.'", () => {
    render(<CouponForm signedIn={false} coupon={null} loading={false} onApply={() => {}} onRemove={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('Login to enter coupon.');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should keep Apply disabled until a code is typed, then apply the trimmed code', () => {
    const onApply = vi.fn();
    render(<CouponForm signedIn coupon={null} loading={false} onApply={onApply} onRemove={() => {}} />);
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: ' SAVE10 ' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('SAVE10');
  });

  it('should block Apply while a coupon is loading', () => {
    render(<CouponForm signedIn coupon={null} loading onApply={() => {}} onRemove={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'X' } });
    expect((screen.getByRole('button', { name: 'Applying…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should hide the form once a coupon is applied and offer to remove it', () => {
    const onRemove = vi.fn();
    render(<CouponForm signedIn coupon={{ id: 1, code: 'WELCOME10', coupon_description: '10% off' }} loading={false} onApply={() => {}} onRemove={onRemove} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
