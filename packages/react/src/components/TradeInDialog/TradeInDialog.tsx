import { useState } from 'react';
import { MESSAGES, type SiteId, type TradeInResult } from '@d2d/contract';
import { formatPrice, formatWirePrice } from '@d2d/core';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link TradeInDialog}. */
export interface TradeInDialogProps {
  open: boolean;
  /** The game's title. */
  title: string;
  /** The credit the game gives (the offer's trade-in price, minor units); `null` when not known. */
  creditMinor?: number | null;
  siteId: SiteId;
  /** Trades the game in (`store.api.account.tradeIn`); a rejection shows the failed step. */
  onTradeIn: () => Promise<TradeInResult>;
  /** Closes the dialog; after a completed trade-in `result` carries the credit and balance. */
  onClose: (result: TradeInResult | null) => void;
}

type Step = { name: 'start' } | { name: 'working' } | { name: 'complete'; result: TradeInResult } | { name: 'failed' };

/**
 * The trade-in start and complete modals (spec §4 Trade-in): start asks to proceed (a click on
 * the backdrop does not dismiss it), then the complete step shows the wallet credit and the new
 * balance, or the failed step shows 'Sorry. Something went wrong.'. Render it with a `key` per
 * game so each trade-in starts afresh.
 * @example
 * <TradeInDialog open title="Rogue Circuit" creditMinor={600} siteId={1}
 *   onTradeIn={() => store.api.account.tradeIn(item.id)} onClose={close} />
 */
export function TradeInDialog({ open, title, creditMinor = null, siteId, onTradeIn, onClose }: TradeInDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'start' });
  const result = step.name === 'complete' ? step.result : null;
  const close = () => {
    // a running trade-in finishes either way; closing mid-call would hide its outcome
    if (step.name !== 'working') onClose(result);
  };
  const proceed = () => {
    setStep({ name: 'working' });
    onTradeIn().then(
      (answer) => setStep(answer.success ? { name: 'complete', result: answer } : { name: 'failed' }),
      () => setStep({ name: 'failed' }),
    );
  };

  if (step.name === 'complete') {
    return (
      <Dialog open={open} title="Trade-in complete" onClose={close} size="small" footer={<button type="button" className="d2d-button d2d-button--primary" onClick={close}>Done</button>}>
        <p>
          {title} was traded in. {formatWirePrice(step.result.credit, siteId)} was added to your wallet.
        </p>
        <p className="d2d-trade-in__balance">Wallet balance: {formatWirePrice(step.result.balance, siteId)}</p>
      </Dialog>
    );
  }
  if (step.name === 'failed') {
    return (
      <Dialog open={open} title="Trade-in failed" onClose={close} size="small" role="alertdialog" footer={<button type="button" className="d2d-button" onClick={close}>Close</button>}>
        <p className="d2d-alert d2d-alert--error" role="alert">
          {MESSAGES.tradeInFailed}
        </p>
      </Dialog>
    );
  }
  const working = step.name === 'working';
  return (
    <Dialog
      open={open}
      title="Trade in this game"
      onClose={close}
      size="small"
      role="alertdialog"
      closeOnBackdrop={false}
      dismissable={!working}
      footer={
        <>
          <button type="button" className="d2d-button" onClick={close} disabled={working}>
            Cancel
          </button>
          <button type="button" className="d2d-button d2d-button--primary" onClick={proceed} disabled={working} aria-busy={working || undefined}>
            Proceed
          </button>
        </>
      }
    >
      <p>
        Trade in {title}
        {creditMinor !== null && creditMinor > 0 ? ` for ${formatPrice(creditMinor, siteId)} of wallet credit` : ' for wallet credit'}?
      </p>
      <p className="d2d-field__hint">The game leaves your library and cannot be bought again.</p>
      {working && <p role="status">Trading in…</p>}
    </Dialog>
  );
}
