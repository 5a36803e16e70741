import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductCard } from './ProductCard.js';
import { fullPriceGame, saleGame } from '../../fixtures/products.js';

afterEach(cleanup);

describe('ProductCard', () => {
  it('should link its title to the product page', () => {
    render(<ProductCard product={saleGame} href="#!/download-starfall-tactics/1042" siteId={1} />);
    const link = screen.getByRole('link', { name: 'Starfall Tactics' });
    expect(link.getAttribute('href')).toBe('#!/download-starfall-tactics/1042');
    expect(screen.getByRole('article')).toBeTruthy();
  });

  it('should show the platform, rating and discounted VIP price', () => {
    const { container } = render(<ProductCard product={saleGame} href="#" siteId={1} />);
    expect(screen.getByText('PC')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'ESRB rating: Teen' })).toBeTruthy();
    expect(container.querySelector('.d2d-price__paid')?.textContent).toContain('$17.99');
    expect(screen.getByLabelText('55% off')).toBeTruthy();
  });

  it('should name both platforms of a title on PC and Mac, not only its main one', () => {
    render(<ProductCard product={{ ...saleGame, platform: 'Mac', platformId: 1200, platformIds: [1100, 1200] }} href="#" siteId={1} />);
    expect(screen.getByText('PC, Mac')).toBeTruthy();
  });

  it('should reserve the box art size so the page does not shift', () => {
    const { container } = render(<ProductCard product={fullPriceGame} href="#" siteId={1} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('alt')).toBe('');
  });
});
