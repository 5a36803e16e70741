import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { productSchema } from '@d2d/contract';
import { ProductSummary } from './ProductSummary.js';
import { parseFixture } from '../../fixtures/parseFixture.js';
import { bundleProduct, fullPriceGame, productDetail } from '../../fixtures/products.js';

afterEach(cleanup);

const href = (p: { id: number }) => `#!/p/${p.id}`;
const section = (name: string) => screen.getByRole('region', { name });

describe('ProductSummary', () => {
  it('should show the description and requirements as sanitised HTML', () => {
    const product = parseFixture('scripted', productSchema, { ...productDetail, description: '<p>Great game.</p><script>alert(1)</script><img src=x onerror=alert(1)>' });
    const { container } = render(<ProductSummary product={product} productHref={href} />);
    expect(within(section('About this game')).getByText('Great game.')).toBeTruthy();
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(section('Requirements').textContent).toBe('RequirementsRequires a 64-bit processor and operating system.');
  });

  it('should list country restrictions, bundles, bonus items and system requirements', () => {
    render(<ProductSummary product={productDetail} productHref={href} />);
    expect(within(section('Country restrictions')).getByRole('listitem').textContent).toBe('This product cannot be activated in Russia and Belarus.');
    expect(within(section('Also available in')).getByRole('link', { name: 'Indie Spotlight Bundle' }).getAttribute('href')).toBe(`#!/p/${bundleProduct.id}`);
    expect(within(section('Bonus items')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section('System requirements')).getByRole('rowheader', { name: 'Memory' }).nextElementSibling?.textContent).toBe('8 GB RAM');
  });

  it('should offer downloadable bonus items only when the host can download them', () => {
    const { rerender } = render(<ProductSummary product={productDetail} productHref={href} />);
    expect(screen.queryByRole('button', { name: 'Download Digital Soundtrack' })).toBeNull();
    const onDownloadBonus = vi.fn();
    rerender(<ProductSummary product={productDetail} productHref={href} onDownloadBonus={onDownloadBonus} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download Digital Soundtrack' }));
    expect(onDownloadBonus).toHaveBeenCalledWith(50422);
    expect(screen.queryByRole('button', { name: 'Download Captain Portrait Pack' })).toBeNull();
  });

  it('should link the required base game and the bundle contents', () => {
    const dlc = parseFixture('dlc', productSchema, {
      ...fullPriceGame,
      id: 7007,
      title: 'Iron Harbor: Docks',
      productType: 'DLC',
      productRequirements: [{ id: fullPriceGame.id, title: fullPriceGame.title, isRequired: true }],
      bundledSkuProducts: [{ id: 2002, title: 'Harbor Map Pack' }],
    });
    render(<ProductSummary product={dlc} productHref={href} />);
    expect(section('Requires').textContent).toBe('RequiresThis content requires the base game Iron Harbor.');
    expect(within(section('Requires')).getByRole('link', { name: 'Iron Harbor' }).getAttribute('href')).toBe(`#!/p/${fullPriceGame.id}`);
    expect(within(section('Included in this bundle')).getByRole('link', { name: 'Harbor Map Pack' })).toBeTruthy();
  });

  it("should link the publisher's support in a new tab and show the copyright", () => {
    render(<ProductSummary product={productDetail} productHref={href} />);
    const support = screen.getByRole('link', { name: 'Publisher support' });
    expect(support.getAttribute('href')).toBe('https://support.example.com/aurora');
    expect(support.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText(productDetail.copyright!)).toBeTruthy();
  });

  it('should leave out the sections a product has no data for', () => {
    render(<ProductSummary product={parseFixture('bare', productSchema, { id: 1, title: 'Bare' })} productHref={href} />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
