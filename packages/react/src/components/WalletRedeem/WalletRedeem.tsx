import { useId } from 'react';
import type { SiteId } from '@d2d/contract';
import { formatPrice } from '@d2d/core';
import { cx } from '../../utils/cx.js';

/** Props of {@link WalletRedeem}. */
export interface WalletRedeemProps {
  /** The wallet balance in minor units; `null` while it loads. */
  balanceMinor: number | null;
  /** Wallet credit applied to this order (`store.cart.totals.redeemDiscountMinor`). */
  redeemedMinor: number;
  siteId: SiteId;
  /** A cart call is in flight: the buttons wait. */
  busy?: boolean;
  /** Pays the order from the wallet (`store.cart.redeem`). */
  onRedeem: () => void;
  /** Stops paying from the wallet (`store.cart.removeRedeem`). */
  onRemove: () => void;
  className?: string;
}

/**
 * Wallet credit in the cart (spec §7 Cart redeem / remove_redeem): the shopper's balance and a
 * button to pay the order with it, or, once applied, the amount used and a button to remove it.
 * The credit is only taken when the order completes, so the balance shown does not drop here.
 * @example
 * <WalletRedeem balanceMinor={1250} redeemedMinor={cart.totals.redeemDiscountMinor} siteId={1}
 *   onRedeem={() => store.cart.redeem()} onRemove={() => store.cart.removeRedeem()} />
 */
export function WalletRedeem({ balanceMinor, redeemedMinor, siteId, busy = false, onRedeem, onRemove, className }: WalletRedeemProps) {
  const headingId = useId();
  const money = (minor: number) => formatPrice(minor, siteId);
  return (
    <section className={cx('d2d-wallet-redeem', className)} aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId} className="d2d-wallet-redeem__title">
        Wallet credit
      </h2>
      {balanceMinor === null ? (
        <p role="status">Loading your wallet…</p>
      ) : (
        <p className="d2d-wallet-redeem__balance">Your wallet balance: {money(balanceMinor)}</p>
      )}
      {redeemedMinor > 0 ? (
        <>
          <p className="d2d-wallet-redeem__applied">{money(redeemedMinor)} of your wallet credit is applied to this order.</p>
          <button type="button" className="d2d-button d2d-button--small" disabled={busy} onClick={onRemove}>
            Remove wallet credit
          </button>
        </>
      ) : balanceMinor !== null && balanceMinor > 0 ? (
        <button type="button" className="d2d-button d2d-button--small d2d-button--primary" disabled={busy} onClick={onRedeem}>
          Use wallet credit
        </button>
      ) : balanceMinor !== null ? (
        <p className="d2d-field__hint">Trade in games from My games to earn wallet credit.</p>
      ) : null}
    </section>
  );
}
