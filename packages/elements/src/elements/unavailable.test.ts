import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVICE_UNAVAILABLE } from '@d2d/contract';
import { initElements, resetPageStore } from '../page/pageStore.js';
import { shadowText } from '../test/pageHarness.js';
import { defineElements } from './defineElements.js';
import type { ErrorDetail } from './events.js';

beforeAll(() => defineElements());

describe('a partner page whose store channel does not answer (origin off the allowlist, store down)', () => {
  afterEach(() => {
    resetPageStore();
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('should show a short message in each element, dispatch d2d-error with a code, warn once and throw nothing uncaught', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const pageErrors: ErrorDetail[] = [];
    document.addEventListener('d2d-error', (event) => pageErrors.push(event.detail));
    const card = document.createElement('d2d-product-card');
    card.setAttribute('product-id', '16');
    const cardErrors: ErrorDetail[] = [];
    card.addEventListener('d2d-error', (event) => cardErrors.push(event.detail));
    document.body.append(card);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // nobody awaits the page store, as with a plain <d2d-store> element
    void initElements({ api: 'https://store.test' });
    await vi.advanceTimersByTimeAsync(15_000);
    vi.useRealTimers();

    await vi.waitFor(() => expect(shadowText(card)).toContain(SERVICE_UNAVAILABLE), { timeout: 5000 });
    expect(card.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(SERVICE_UNAVAILABLE);
    expect(cardErrors).toEqual([expect.objectContaining({ code: 'unavailable', message: SERVICE_UNAVAILABLE })]);
    expect(pageErrors.filter((e) => e.code === 'unavailable').length).toBeGreaterThanOrEqual(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('partner allowlist (PARTNER_ORIGINS)');
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
