import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ProductHero } from './ProductHero.js';
import { fullPriceGame, productDetail, saleGame } from '../../fixtures/products.js';

afterEach(cleanup);

describe('ProductHero', () => {
  it('should be a region named by the product title, a level-1 heading with its tagline and box art', () => {
    render(<ProductHero product={saleGame} siteId={1} />);
    const hero = screen.getByRole('region', { name: 'Starfall Tactics' });
    expect(within(hero).getByRole('heading', { level: 1, name: 'Starfall Tactics' })).toBeTruthy();
    expect(within(hero).getByText(saleGame.shortDescription!)).toBeTruthy();
    expect(within(hero).getByRole('img', { name: 'Starfall Tactics box art' }).getAttribute('src')).toBe(saleGame.frontImage);
  });

  it('should show the price the shopper pays (here VIP) against the list price, and the detail rows', () => {
    render(<ProductHero product={saleGame} siteId={1} />);
    const hero = screen.getByRole('region', { name: 'Starfall Tactics' });
    expect(hero.textContent).toContain('Was $39.99, now VIP$17.99');
    expect(within(hero).getByTitle('VIP member price')).toBeTruthy();
    expect(screen.getByText('Publisher').nextElementSibling?.textContent).toBe('Aurora Interactive');
  });

  it('should place the offer button, countdown and extra content in the buy area', () => {
    render(
      <ProductHero product={saleGame} siteId={1} offer={<button type="button">Add to Cart</button>} countdown={<p>Sale ends in 2 days</p>}>
        <p>Requires the base game</p>
      </ProductHero>,
    );
    const buy = screen.getByRole('button', { name: 'Add to Cart' }).parentElement!;
    expect([...buy.children].map((el) => el.textContent)).toEqual(expect.arrayContaining(['Sale ends in 2 days', 'Add to Cart', 'Requires the base game']));
  });

  it('should use the product page backdrop and colour when the product has them', () => {
    const { container } = render(<ProductHero product={productDetail} siteId={1} />);
    const hero = screen.getByRole('region', { name: 'Starfall Tactics' });
    expect(hero.style.getPropertyValue('--d2d-product-bg')).toBe('#0d1b2a');
    // decorative: no name, so it is skipped by screen readers
    expect(container.querySelector('.d2d-product-hero__backdrop')?.getAttribute('alt')).toBe('');
  });

  it('should show a full price without a struck-out price', () => {
    render(<ProductHero product={fullPriceGame} siteId={1} />);
    expect(screen.getByRole('region', { name: 'Iron Harbor' }).textContent).not.toContain('Was ');
  });
});
