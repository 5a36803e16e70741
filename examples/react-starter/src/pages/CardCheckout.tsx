import type { BillingDetails } from '@d2d/contract';
import { CardPaymentDialog, ProgressDialog, sandboxCardConfirmer, useAccount, useRequest, useSignalValue, useStore, type CardDetails } from '@d2d/react';

/**
 * The checkout's modals for a store whose provider takes cards (`PAYMENT_PROVIDER=card`): the
 * progress while the checkout is made, then the card payment modal, confirmed against the
 * reference server's sandbox. A real app passes its card provider's confirmer instead.
 */
export function CardCheckout() {
  const store = useStore();
  const account = useAccount();
  const state = useSignalValue(store.checkout.state);
  const paying = state.step === 'card';
  const countries = useRequest((s, signal) => (paying ? s.api.account.countries({ signal }) : undefined), [paying]);

  if (state.step === 'frame') {
    return (
      <p className="d2d-alert d2d-alert--error" role="alert">
        This store pays in a hosted checkout; the starter takes cards: start its server with PAYMENT_PROVIDER=card.
      </p>
    );
  }
  const pay = (billing: BillingDetails, card: CardDetails) => {
    void store.checkout.submitCard({ billing, confirm: sandboxCardConfirmer(store, card.number) });
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
          onSubmit={pay}
          onClose={() => store.checkout.closeCard()}
        />
      )}
    </>
  );
}
