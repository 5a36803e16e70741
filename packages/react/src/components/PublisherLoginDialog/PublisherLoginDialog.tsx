import { useEffect, useMemo, useState } from 'react';
import { PUBLISHER_LOGIN_PATH, isPublisherLoginMessage, redeemFailedMessage } from '@d2d/contract';
import { useStore } from '../../hooks/useStore.js';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link PublisherLoginDialog}. */
export interface PublisherLoginDialogProps {
  open: boolean;
  /** The game being redeemed (named in the failure text). */
  title: string;
  /** The purchase the game came with: its key's `payment_id`. */
  transactionId: string;
  /** Which redeem path to call; `stripe` by default, `paypal` for a store that sells through PayPal. */
  via?: 'paypal' | 'stripe';
  onClose: () => void;
  /** The game went into the publisher account: reload My games. */
  onRedeemed: () => void;
}

/** Says the redeem succeeded (the spec writes only the failure). */
export function redeemedText(title: string): string {
  return `${title} was redeemed to your publisher account.`;
}

/**
 * The publisher login frame of spec §2 My games: the publisher's sign-in page in a frame; once
 * the shopper signed in there, the game is redeemed into that account
 * (`POST /d2d/{stripe|paypal}/redeem` with `transaction_id`, `user_id`, `user_ticket`). A refusal
 * shows the spec's '… was redeem failed'. Only messages from the API's own origin are heard.
 * @example
 * <PublisherLoginDialog open title="Realm Online" transactionId={key.payment_id} onClose={close} onRedeemed={reload} />
 */
export function PublisherLoginDialog({ open, title, transactionId, via = 'stripe', onClose, onRedeemed }: PublisherLoginDialogProps) {
  const store = useStore();
  const [state, setState] = useState<{ kind: 'signing-in' } | { kind: 'redeeming' } | { kind: 'done'; text: string; ok: boolean }>({ kind: 'signing-in' });
  const frameUrl = useMemo(() => {
    const url = new URL(PUBLISHER_LOGIN_PATH, new URL(store.apiBase, window.location.href));
    url.searchParams.set('transaction_id', transactionId);
    return url;
  }, [store.apiBase, transactionId]);

  useEffect(() => {
    if (!open) return;
    setState({ kind: 'signing-in' });
    const listener = (event: MessageEvent) => {
      if (event.origin !== frameUrl.origin || !isPublisherLoginMessage(event.data)) return;
      const message = event.data;
      if (!message.signedIn) {
        onClose();
        return;
      }
      setState({ kind: 'redeeming' });
      store.api.checkout.redeem(via, { transaction_id: transactionId, user_id: message.user_id, user_ticket: message.user_ticket }).then(
        () => {
          setState({ kind: 'done', text: redeemedText(title), ok: true });
          onRedeemed();
        },
        () => setState({ kind: 'done', text: redeemFailedMessage(title), ok: false }),
      );
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
    // onClose and onRedeemed may change identity every render; the listener needs only the latest
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, frameUrl, transactionId, via, title, store]);

  return (
    <Dialog open={open} title="Publisher account" onClose={onClose} size="medium" className="d2d-publisher-login">
      {state.kind === 'signing-in' ? (
        <iframe className="d2d-publisher-login__frame" title={`Sign in to the publisher account for ${title}`} src={frameUrl.href} width="100%" height={360} />
      ) : state.kind === 'redeeming' ? (
        <p role="status">Redeeming {title}…</p>
      ) : (
        <>
          <p role={state.ok ? 'status' : 'alert'} className={state.ok ? undefined : 'd2d-field__error'}>
            {state.text}
          </p>
          <button type="button" className="d2d-button d2d-button--primary" onClick={onClose}>
            Close
          </button>
        </>
      )}
    </Dialog>
  );
}
