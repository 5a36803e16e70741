import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ProductDetails } from '../ProductDetails/ProductDetails.js';
import { ProductHero } from '../ProductHero/ProductHero.js';
import { AdsDrmInstructionsButton } from './AdsDrmInstructionsButton.js';
import { AdsDrmInstructionsDialog } from './AdsDrmInstructionsDialog.js';
import { productDetail, saleGame } from '../../fixtures/products.js';

afterEach(cleanup);

const links = { tradeIn: '#!/pc/adsdrm?pType=1', rental: '#!/pc/adsdrm?pType=2' };
const adsGame = { ...saleGame, drmType: 'ADS' };

describe('AdsDrmInstructionsDialog', () => {
  it('should explain that the title cannot be played on the third-party platform but can be traded in or rented', () => {
    render(<AdsDrmInstructionsDialog open title="Rogue Circuit" links={links} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'ADS-DRM Instructions' });
    expect(dialog.textContent).toContain('Rogue Circuit uses ADS DRM: it cannot be played on the third-party game platform.');
    expect(within(dialog).getByRole('heading', { name: 'Trade it in' })).toBeTruthy();
    expect(dialog.textContent).toContain('trade it in from My games for wallet credit');
    expect(within(dialog).getByRole('heading', { name: 'Rent it' })).toBeTruthy();
    expect(dialog.textContent).toContain('rent an ADS title for 1 to 5 days');
  });

  it('should link the trade-in and rental lists and close when one is followed', () => {
    const onClose = vi.fn();
    render(<AdsDrmInstructionsDialog open links={links} onClose={onClose} />);
    expect(screen.getByRole('link', { name: 'Trade-In Games' }).getAttribute('href')).toBe('#!/pc/adsdrm?pType=1');
    fireEvent.click(screen.getByRole('link', { name: 'Rental Games' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('should speak of ADS titles in general and link nothing without a title and links', () => {
    render(<AdsDrmInstructionsDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toContain('An ADS title uses ADS DRM');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('AdsDrmInstructionsButton', () => {
  it('should load and open the dialog, and close it with OK', async () => {
    render(<AdsDrmInstructionsButton title="Rogue Circuit" links={links} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ADS-DRM instructions' }));
    expect(await screen.findByRole('dialog', { name: 'ADS-DRM Instructions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the DRM row of a product', () => {
  it("should open the instructions from an ADS title's DRM row, with the host's links", async () => {
    render(<ProductHero product={{ ...productDetail, drmType: 'ADS' }} siteId={1} adsDrmLinks={links} />);
    const row = screen.getByText('DRM').nextElementSibling as HTMLElement;
    expect(row.textContent).toContain('ADS');
    fireEvent.click(within(row).getByRole('button', { name: 'ADS-DRM instructions' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADS-DRM Instructions' });
    expect(dialog.textContent).toContain('Starfall Tactics uses ADS DRM');
    expect(within(dialog).getByRole('link', { name: 'Rental Games' }).getAttribute('href')).toBe('#!/pc/adsdrm?pType=2');
  });

  it('should offer no instructions for other DRM types', () => {
    render(<ProductDetails product={saleGame} siteId={1} />);
    expect(screen.queryByRole('button', { name: 'ADS-DRM instructions' })).toBeNull();
    cleanup();
    render(<ProductDetails product={adsGame} siteId={1} />);
    expect(screen.getByRole('button', { name: 'ADS-DRM instructions' })).toBeTruthy();
  });
});
