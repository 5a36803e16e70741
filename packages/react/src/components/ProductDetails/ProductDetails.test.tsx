import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductDetails } from './ProductDetails.js';
import { preorderGame, saleGame } from '../../fixtures/products.js';

afterEach(cleanup);

const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ProductDetails', () => {
  it('should list genre, developer, publisher, release date, platform and DRM', () => {
    render(<ProductDetails product={saleGame} siteId={1} />);
    expect(row('Genre')).toBe('Strategy');
    expect(row('Developer')).toBe('Bitforge');
    expect(row('Publisher')).toBe('Aurora Interactive');
    expect(row('Release Date')).toBe('09/14/2023');
    expect(row('Platform')).toBe('PC');
    expect(row('DRM')).toBe('Steam');
  });

  it('should write the release date day-first on the UK site and show SecuRom as D2D', () => {
    render(<ProductDetails product={preorderGame} siteId={2} />);
    expect(row('Release Date')).toBe('20/05/2031');
    expect(row('DRM')).toBe('D2D');
  });
});
