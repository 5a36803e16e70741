import { useId, useState } from 'react';
import { isCampaignRunning, type Campaign } from '@d2d/contract';
import { formatCampaignDate } from '@d2d/core';

/** Props of {@link BonusHoursBanner}. */
export interface BonusHoursBannerProps {
  /** The bonus-hours campaign, or null when none is set up. */
  campaign: Campaign | null | undefined;
  /** The account's `bonus20hrs` flag: true once the hours were redeemed. */
  redeemed: boolean;
  /** Redeems the hours (`store.campaigns.redeemBonusHours`); a rejection shows its message. */
  onRedeem: () => Promise<void>;
  /** Epoch ms the campaign window is judged at (default now). */
  now?: number;
}

type State = { step: 'idle' | 'sending' | 'done' } | { step: 'failed'; message: string };

/**
 * The bonus-hours redeem banner of the streaming page (spec §2, §4 Campaigns): shown while the
 * campaign runs (strictly between its start and end) and the account has not redeemed it; the
 * hours are redeemed once.
 * @example
 * <BonusHoursBanner campaign={campaign} redeemed={account.bonus20hrs === true} onRedeem={() => store.campaigns.redeemBonusHours()} />
 */
export function BonusHoursBanner({ campaign, redeemed, onRedeem, now = Date.now() }: BonusHoursBannerProps) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const titleId = useId();
  const hours = campaign?.bonusHours ?? 20;
  if (state.step === 'done') {
    return (
      <section className="d2d-bonus-banner d2d-bonus-banner--done" aria-label={`${hours} Bonus Cloud Play Hours`}>
        <p role="status">{hours} bonus Cloud Play hours were added to your account.</p>
      </section>
    );
  }
  if (!campaign || redeemed || !isCampaignRunning(campaign, new Date(now))) return null;
  const redeem = async () => {
    setState({ step: 'sending' });
    try {
      await onRedeem();
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error && error.message ? error.message : 'Your bonus hours could not be added. Please try again.' });
    }
  };
  return (
    <section className="d2d-bonus-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="d2d-bonus-banner__title">
        {hours} Bonus Cloud Play Hours
      </h2>
      <p className="d2d-bonus-banner__text">
        Claim {hours} free hours of Cloud Play, on us. Offer ends {formatCampaignDate(campaign.endDate)}.
      </p>
      <button type="button" className="d2d-button d2d-button--buy" disabled={state.step === 'sending'} onClick={() => void redeem()}>
        {state.step === 'sending' ? 'Claiming…' : `Claim ${hours} bonus hours`}
      </button>
      {state.step === 'failed' && (
        <p className="d2d-bonus-banner__error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}
