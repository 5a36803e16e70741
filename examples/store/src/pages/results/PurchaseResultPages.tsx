import { SUPPORT_URL } from '@d2d/contract';
import { useEffect } from 'react';
import { formatSiteDate, formatWirePrice, purchaseFailText } from '@d2d/core';
import { useSignalValue, useStore } from '@d2d/react';
import { href, useRoute } from '../../router/index.js';
import { ResultPage } from './ResultPage.js';

/** /complete-purchased?paymentId=…&status=…: polls for the receipt every 800 ms and shows it (spec §4). */
export function CompletePurchasedPage() {
  const store = useStore();
  const route = useRoute();
  const paymentId = route.query.get('paymentId');
  const status = route.query.get('status');
  const state = useSignalValue(store.completion.state);

  useEffect(() => {
    void store.completion.start({ paymentId, status });
    return () => store.completion.stop();
  }, [store, paymentId, status]);

  // one live region that outlives the steps: a region added together with its text is not
  // reliably spoken, so the result is written into one that was already on the page
  const result = (text: string) => (
    <p className="d2d-visually-hidden" role="status">
      {text}
    </p>
  );
  if (state.step === 'failed') {
    return (
      <>
        <ResultPage tone="error" title="Your purchase was not completed">
          <p>{state.message}</p>
          <a className="d2d-button d2d-button--primary" href={href('cart')}>Back to cart</a>
        </ResultPage>
        {result(`Your purchase was not completed. ${state.message}`)}
      </>
    );
  }
  if (state.step !== 'complete') {
    return (
      <>
        <ResultPage tone="info" title="Completing your purchase…">
          <span className="d2d-spinner" aria-hidden="true" />
          <p role="status">Please wait while we confirm your order.</p>
        </ResultPage>
        {result('')}
      </>
    );
  }
  const { completion } = state;
  const money = (amount: number) => formatWirePrice(amount, store.site);
  return (
    <>
      <ResultPage title="Thank you for your purchase!">
        <p>
          {completion.gift_to_email
            ? `Your gift is on its way to ${completion.gift_to_email}.`
            : 'Your games are in your library, ready to download.'}
        </p>
        <div className="store-receipt">
          <p className="store-receipt__meta">
            Order {String(completion.payment.id)} · {formatSiteDate(completion.payment.payment_date, store.site)}
          </p>
          <ul className="store-receipt__lines">
            {completion.products.map((p) => (
              <li key={p.title}>
                <span>{p.title}</span>
                <span>{money(p.discounted_price ?? p.price)}</span>
              </li>
            ))}
          </ul>
          <dl className="store-receipt__totals">
            <dt>Subtotal</dt>
            <dd>{money(completion.payment.subtotal)}</dd>
            {completion.payment.discount_detail && completion.payment.discount_detail.total_discount > 0 && (
              <>
                <dt>Discount{completion.payment.coupon_code ? ` (${completion.payment.coupon_code})` : ''}</dt>
                <dd>-{money(completion.payment.discount_detail.total_discount)}</dd>
              </>
            )}
            <dt>Tax</dt>
            <dd>{money(completion.payment.tax)}</dd>
            <dt>Total</dt>
            <dd>{money(completion.payment.total)}</dd>
          </dl>
          {(completion.payment.estimated_hours ?? 0) > 0 && (
            <p>
              You earned {completion.payment.estimated_hours} free {completion.payment.estimated_hours === 1 ? 'hour' : 'hours'} of Cloud Play.
            </p>
          )}
        </div>
        <p>
          <a className="d2d-button d2d-button--primary" href={href('myAccountTab', { tabName: 'my-games' })}>Go to my games</a>{' '}
          <a className="d2d-button" href={href('home')}>Keep shopping</a>
        </p>
      </ResultPage>
      {result(completion.gift_to_email ? `Thank you for your purchase! Your gift is on its way to ${completion.gift_to_email}.` : 'Thank you for your purchase! Your games are in your library, ready to download.')}
    </>
  );
}

/** /purchase-fail/{err}: the purchase fail code's text (spec §8: 3001, 4001, 4002, 5001). */
export function PurchaseFailPage() {
  const route = useRoute();
  const err = route.name === 'purchaseFail' ? route.params.err : route.query.get('err');
  return (
    <ResultPage tone="error" title="Your purchase could not be completed">
      <p>{purchaseFailText(err)}</p>
      <p>
        <a className="d2d-button d2d-button--primary" href={href('cart')}>Back to cart</a>{' '}
        <a className="d2d-button" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">Contact Customer Support</a>
      </p>
    </ResultPage>
  );
}
