import { lazy, Suspense, useState } from 'react';
import { pagePath } from '@d2d/contract';
import type { Dialog as CoreDialog } from '@d2d/core';
import { useAccount } from '../../hooks/useAccount.js';
import { useStore } from '../../hooks/useStore.js';
import { MessageDialog } from '../MessageDialog/MessageDialog.js';

const FreeTrialPopup = lazy(() => import('../FreeTrialPopup/FreeTrialPopup.js').then((module) => ({ default: module.FreeTrialPopup })));

/** Props of {@link CoreDialogView}. */
export interface CoreDialogViewProps {
  dialog: CoreDialog;
  onClose: () => void;
  onLogin: () => void;
  supportUrl: string;
  /** Goes to a store path (the free-trial popup leads to the subscription tab). */
  onNavigate?: (path: string) => void;
}

const CAMPAIGN_TEXT = {
  'bonus-hours': (hours: number) => ({ title: `${hours} Bonus Cloud Play Hours`, body: `Claim ${hours} free hours of Cloud Play, on us.`, action: 'Claim hours' }),
  'free-trial': () => ({ title: 'Free Premium Trial', body: 'Try the premium plan free: five hand-picked games every month.', action: 'Start free trial' }),
  'loyalty-welcome': () => ({ title: 'Congratulations!', body: 'You reached your first rewards tier. VIP prices now apply to your purchases.', action: null }),
} as const;

function Resend({ email }: { email: string | undefined }) {
  const store = useStore();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (!email) return null;
  return (
    <button
      type="button"
      className="d2d-button"
      disabled={state === 'sending' || state === 'sent'}
      onClick={() => {
        setState('sending');
        store.api.account.resendConfirmation({ account: { email } }).then(
          () => setState('sent'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'sent' ? 'Sent' : state === 'failed' ? 'Resend (failed, try again)' : 'Resend'}
    </button>
  );
}

/** Renders one dialog core asked for (`dialog` event): messages, the unconfirmed-e-mail notice, the ADS reminder, campaigns. */
export function CoreDialogView({ dialog, onClose, onLogin, supportUrl, onNavigate }: CoreDialogViewProps) {
  const store = useStore();
  const account = useAccount();
  const [busy, setBusy] = useState(false);
  if (dialog.kind === 'ads-trade-in-reminder') {
    return (
      <MessageDialog
        open
        title="Reminder"
        onClose={onClose}
        message={
          <>
            <p>{dialog.message}</p>
            <ul>
              {dialog.titles.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </>
        }
      />
    );
  }
  if (dialog.kind === 'campaign' && dialog.campaign === 'free-trial') {
    return (
      <Suspense fallback={null}>
        <FreeTrialPopup
          open
          signedIn={account !== null}
          offerEnds={null}
          onStartTrial={async () => {
            await store.campaigns.redeemFreeTrial();
            await store.session.loadPremium().catch(() => undefined);
            return undefined;
          }}
          onLogin={onLogin}
          onViewSubscription={() => {
            onClose();
            onNavigate?.(pagePath('myAccountTab', { tabName: 'my-subscription' }));
          }}
          onClose={onClose}
        />
      </Suspense>
    );
  }
  if (dialog.kind === 'campaign') {
    const text = dialog.campaign === 'bonus-hours' ? CAMPAIGN_TEXT['bonus-hours'](dialog.bonusHours ?? 20) : CAMPAIGN_TEXT[dialog.campaign]();
    const run = async () => {
      setBusy(true);
      try {
        if (dialog.campaign === 'bonus-hours') await store.campaigns.redeemBonusHours();
        else if (dialog.campaign === 'free-trial') await store.campaigns.redeemFreeTrial();
      } finally {
        setBusy(false);
        onClose();
      }
    };
    const acknowledge = () => {
      if (dialog.campaign === 'loyalty-welcome') void store.campaigns.acknowledgeLoyaltyWelcome().catch(() => undefined);
      onClose();
    };
    return (
      <MessageDialog
        open
        title={text.title}
        message={text.body}
        onClose={acknowledge}
        closeLabel={text.action ? 'Not now' : 'OK'}
        actions={
          text.action && (
            <button type="button" className="d2d-button d2d-button--buy" disabled={busy} onClick={() => void run()}>
              {text.action}
            </button>
          )
        }
      />
    );
  }
  const actions = dialog.actions ?? [];
  return (
    <MessageDialog
      open
      tone="error"
      title={dialog.title ?? (dialog.kind === 'unconfirmed-email' ? 'Confirm your e-mail' : 'Message')}
      message={dialog.message}
      onClose={onClose}
      actions={
        <>
          {(dialog.kind === 'unconfirmed-email' || actions.includes('resend-confirmation')) && <Resend email={account?.unconfirmedEmail ?? account?.emailAddress} />}
          {actions.includes('support-link') && (
            <a className="d2d-button" href={supportUrl} target="_blank" rel="noopener noreferrer">
              Contact Customer Support
            </a>
          )}
          {actions.includes('login') && (
            <button type="button" className="d2d-button" onClick={onLogin}>
              Login
            </button>
          )}
        </>
      }
    />
  );
}
