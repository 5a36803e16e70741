import { useEffect, useRef, type ReactNode } from 'react';
import type { BillingDetails } from '@d2d/contract';
import type { CardConfirmer } from '@d2d/core';
import {
  CardPaymentDialog,
  CheckoutSummary,
  HostedCheckoutFrame,
  ProgressDialog,
  sandboxCardConfirmer,
  useAccount,
  useRequest,
  useSignalValue,
  useStore,
  type CardDetails,
  type CheckoutFrameMessage,
} from '@d2d/react';

/** The payment message of the sandbox and relay pages (`event: 'd2d:payment'`). */
function frameMessage(store: ReturnType<typeof useStore>, message: CheckoutFrameMessage): void {
  const response = (typeof message.response === 'object' && message.response !== null ? message.response : {}) as { payer_id?: string; token?: string; error_code?: number };
  const paymentId = message.id === undefined || message.id === null ? undefined : String(message.id);
  if (message.eventType === 'cancel') {
    void store.checkout.cancel();
    return;
  }
  if (message.eventType === 'approve' && paymentId) {
    void store.checkout.approvePayPal({ paymentId, ...(response.payer_id ? { payerId: response.payer_id } : {}), ...(response.token ? { token: response.token } : {}) });
    return;
  }
  store.checkout.frameResult({ isSuccess: message.isSuccess, paymentId: paymentId ?? null, errorCode: response.error_code ?? null });
}

/** The checkout's modals: in progress, the card payment modal and the embedded hosted checkout (spec §2, §4). */
export function CheckoutModals() {
  const store = useStore();
  const account = useAccount();
  const state = useSignalValue(store.checkout.state);
  const countries = useRequest((s, signal) => (state.step === 'card' ? s.api.account.countries({ signal }) : undefined), [state.step === 'card']);
  // asked with the cart, so the answer is in before the card modal opens; a server without the
  // call (or a failed ask) keeps the sandbox's card fields, as before the call existed
  const cardForm = useRequest((s, signal) => s.api.checkout.cardForm({ signal, navigate: false }), []);

  if (state.step === 'frame') {
    return (
      <CheckoutFrame>
        <HostedCheckoutFrame url={state.url} onMessage={(m) => frameMessage(store, m)} onCancel={() => void store.checkout.cancel()} />
        {state.summary && <CheckoutSummary summary={state.summary} siteId={store.site} className="store-checkout-frame__summary" />}
      </CheckoutFrame>
    );
  }
  const submit = (billing: BillingDetails, card: CardDetails, confirm?: CardConfirmer) => {
    void store.checkout.submitCard({ billing, confirm: confirm ?? sandboxCardConfirmer(store, card.number) });
  };
  return (
    <>
      <ProgressDialog open={state.step === 'creating' || state.step === 'redirecting'} message={state.step === 'redirecting' ? 'Completing your order…' : 'Preparing your checkout…'} />
      {state.step === 'card' && (
        <CardPaymentDialog
          open
          step={state.card}
          error={state.error}
          amountMinor={state.amountMinor}
          siteId={store.site}
          account={account}
          countries={countries.data?.data.items ?? []}
          {...(state.summary ? { summary: state.summary } : {})}
          {...(cardForm.data ? { cardForm: cardForm.data } : {})}
          onSubmit={submit}
          onClose={() => store.checkout.closeCard()}
        />
      )}
    </>
  );
}

/**
 * The embedded checkout's page. It replaces the cart, which a phone shopper had scrolled down to
 * reach Checkout: the page starts at its top so the payment form and its Pay button are in view.
 */
function CheckoutFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section ref={ref} className="store-checkout-frame">
      <h1 className="d2d-page-title">Checkout</h1>
      <div className="store-checkout-frame__layout">{children}</div>
    </section>
  );
}
