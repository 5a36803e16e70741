import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type TradeInResult } from '@d2d/contract';
import { TradeInDialog } from './TradeInDialog.js';

afterEach(cleanup);

const deferred = () => {
  let resolve!: (value: TradeInResult) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<TradeInResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('TradeInDialog', () => {
  it('should ask to proceed with the credit, then show the credit and the new balance', async () => {
    const call = deferred();
    const onClose = vi.fn();
    render(<TradeInDialog open title="Rogue Circuit" creditMinor={600} siteId={1} onTradeIn={() => call.promise} onClose={onClose} />);
    const start = screen.getByRole('alertdialog', { name: 'Trade in this game' });
    expect(start.textContent).toContain('Trade in Rogue Circuit for $6.00 of wallet credit?');
    expect(start.textContent).toContain('cannot be bought again');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement).disabled).toBe(true);
    // no way out while the trade-in runs
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    call.resolve({ success: true, credit: 6, balance: 16.5 });
    const done = await screen.findByRole('dialog', { name: 'Trade-in complete' });
    expect(done.textContent).toContain('Rogue Circuit was traded in. $6.00 was added to your wallet.');
    expect(done.textContent).toContain('Wallet balance: $16.50');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith({ success: true, credit: 6, balance: 16.5 });
  });

  it("should show the spec's failure text when the trade-in is refused", async () => {
    const onClose = vi.fn();
    render(<TradeInDialog open title="Rogue Circuit" siteId={1} onTradeIn={() => Promise.reject(new Error('422'))} onClose={onClose} />);
    expect(screen.getByRole('alertdialog').textContent).toContain('Trade in Rogue Circuit for wallet credit?');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tradeInFailed);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it("should show 'Sorry. Something went wrong.' when the server answers that the trade-in did not happen", async () => {
    render(<TradeInDialog open title="Rogue Circuit" creditMinor={600} siteId={1} onTradeIn={async () => ({ success: false, credit: 0, balance: 0 })} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Trade-in failed' });
    expect(failed.querySelector('[role="alert"]')?.textContent).toBe('Sorry. Something went wrong.');
    expect(failed.textContent).not.toContain('was added to your wallet');
  });

  it('should stay open on a backdrop click but close on Escape and Cancel before proceeding', () => {
    const onClose = vi.fn();
    const onTradeIn = vi.fn();
    render(<TradeInDialog open title="Rogue Circuit" siteId={1} onTradeIn={onTradeIn} onClose={onClose} />);
    const backdrop = document.querySelector('.d2d-dialog__backdrop')!;
    fireEvent.mouseDown(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onTradeIn).not.toHaveBeenCalled();
  });

  it('should move focus into the dialog', async () => {
    render(<TradeInDialog open title="Rogue Circuit" siteId={1} onTradeIn={vi.fn()} onClose={vi.fn()} />);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
  });
});
