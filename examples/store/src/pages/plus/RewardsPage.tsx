import { useEffect } from 'react';
import { TOP_VIP_TIER_NAME } from '@d2d/contract';
import { formatPrice, formatWirePrice } from '@d2d/core';
import { useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';
import { vipTierNameOf } from '../../account/vipTierName.js';

/** /rewards and /rewards-disabled: the loyalty tiers, the shopper's progress bar and the tier table (spec §2). */
export function RewardsPage() {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const tiers = useSignalValue(store.session.vipTiers);
  const progress = useSignalValue(store.session.vipProgress);
  useEffect(() => {
    // the rewards pages load the VIP tiers first
    void store.session.loadVipTiers().catch(() => undefined);
  }, [store]);
  const sorted = [...tiers].filter((t) => t.tier > 0).sort((a, b) => a.tier - b.tier);
  return (
    <section>
      <h1 className="d2d-page-title">D2D Rewards</h1>
      <p className="d2d-prose">
        Every purchase moves you closer to the next VIP tier. Each tier gives you member prices: a discount on most titles and another on
        everything else. Reach {TOP_VIP_TIER_NAME} for the best prices in the store.
      </p>
      {signedIn ? (
        <section className="d2d-section store-rewards__progress" aria-labelledby="rewards-progress">
          <h2 id="rewards-progress" className="d2d-section__title">
            {progress.status === 'top' ? `You are ${vipTierNameOf(progress.current!)}` : progress.current ? `You are ${vipTierNameOf(progress.current)}` : 'You are not a VIP member yet'}
          </h2>
          <div
            className="store-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={progress.next ? `Progress to ${vipTierNameOf(progress.next)}` : 'Progress'}
          >
            <span className="store-progress__bar" style={{ width: `${progress.barPercent}%` }} />
          </div>
          {progress.next && <p>Spend {formatPrice(progress.amountToNextMinor, store.site)} more to reach {vipTierNameOf(progress.next)}.</p>}
        </section>
      ) : (
        <p className="d2d-alert d2d-alert--info">
          <button type="button" className="d2d-button d2d-button--small" onClick={() => dialogs.openLogin('login')}>Login</button> to see your progress.
        </p>
      )}
      <section className="d2d-section" aria-labelledby="rewards-tiers">
        <h2 id="rewards-tiers" className="d2d-section__title">Tiers</h2>
        <div className="store-table-wrap">
          <table className="store-table">
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col">Lifetime spend</th>
                <th scope="col">Discount on most titles</th>
                <th scope="col">Discount on all others</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((tier) => (
                <tr key={tier.tier} aria-current={progress.current?.tier === tier.tier ? 'true' : undefined}>
                  <th scope="row">{vipTierNameOf(tier)}</th>
                  <td>{formatWirePrice(tier.purchasePrice, store.site)}</td>
                  <td>{tier.purchase_discount}%</td>
                  <td>{tier.genba_discount}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </section>
  );
}
