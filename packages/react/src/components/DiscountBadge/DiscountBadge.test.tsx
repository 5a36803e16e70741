import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DiscountBadge } from './DiscountBadge.js';

afterEach(cleanup);

describe('DiscountBadge', () => {
  it("should show '-50%' and say '50% off' to assistive technology", () => {
    render(<DiscountBadge percent={50} />);
    const badge = screen.getByRole('img', { name: '50% off' });
    expect(badge.textContent).toBe('-50%');
  });

  it('should round a fraction of a percent down, never promising more than the discount', () => {
    render(<DiscountBadge percent={49.9} />);
    expect(screen.getByLabelText('49% off').textContent).toBe('-49%');
  });

  it('should render nothing at 0% or less than a whole percent', () => {
    const { container, rerender } = render(<DiscountBadge percent={0} />);
    expect(container.innerHTML).toBe('');
    rerender(<DiscountBadge percent={0.6} />);
    expect(container.innerHTML).toBe('');
    rerender(<DiscountBadge percent={Number.NaN} />);
    expect(container.innerHTML).toBe('');
  });

  it('should mark a highlighted (coupon over 49%) badge', () => {
    render(<DiscountBadge percent={60} highlight />);
    expect(screen.getByLabelText('60% off').classList.contains('d2d-discount--highlight')).toBe(true);
  });
});
