import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { itemPrices } from '@d2d/core';
import { Price } from './Price.js';

afterEach(cleanup);

describe('Price', () => {
  it('should show the original struck through, the paid price and the discount', () => {
    const { container } = render(<Price prices={itemPrices({ original: 39.99, discounted: 19.99 })} siteId={1} />);
    expect(container.querySelector('s')?.textContent).toBe('Was $39.99');
    expect(screen.getByLabelText('50% off')).toBeTruthy();
    expect(container.textContent).toContain('now $19.99');
  });

  it('should use the VIP price in place of the discounted one and mark it', () => {
    const { container } = render(<Price prices={itemPrices({ original: 39.99, discounted: 19.99, vip: 17.99 })} siteId={1} />);
    expect(screen.getByTitle('VIP member price').textContent).toBe('VIP');
    expect(container.querySelector('.d2d-price__paid')?.textContent).toContain('$17.99');
  });

  it('should show the currency of the site', () => {
    const { container } = render(<Price prices={itemPrices({ original: 29.99 })} siteId={2} />);
    expect(container.textContent).toBe('£29.99');
    expect(container.querySelector('s')).toBeNull();
  });

  it('should show free titles as Free', () => {
    const { container } = render(<Price prices={itemPrices({ original: 0 })} siteId={3} />);
    expect(container.textContent).toBe('Free');
  });
});
