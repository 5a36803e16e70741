import { useEffect } from 'react';
import { formatWirePrice } from '@d2d/core';
import { useSignalValue, useStore } from '@d2d/react';
import { href, navigate } from '../router.js';

/**
 * `/complete-purchased?status=…&paymentId=…`, where core sends the shopper after paying: it
 * polls for the receipt and shows it.
 * @param props.paymentId - The route's payment id.
 * @param props.status - The route's status.
 */
export function PurchaseCompletePage({ paymentId, status }: { paymentId: string | null; status: string | null }) {
  const store = useStore();
  const state = useSignalValue(store.completion.state);

  useEffect(() => {
    void store.completion.start({ paymentId, status });
    return () => store.completion.stop();
  }, [store, paymentId, status]);
  useEffect(() => {
    // another shopper's payment: nothing to show here
    if (state.step === 'forbidden') navigate('/');
  }, [state.step]);

  if (state.step === 'failed') {
    return (
      <section>
        <h1 className="d2d-page-title">Your purchase was not completed</h1>
        <p>{state.message}</p>
        <a className="d2d-button d2d-button--primary" href={href('/cart')}>
          Back to cart
        </a>
      </section>
    );
  }
  if (state.step !== 'complete') {
    return (
      <section>
        <h1 className="d2d-page-title">Completing your purchase…</h1>
        <p role="status">Please wait while we confirm your order.</p>
      </section>
    );
  }
  const { payment, products } = state.completion;
  const money = (amount: number) => formatWirePrice(amount, store.site);
  return (
    <section>
      <h1 className="d2d-page-title">Thank you for your purchase!</h1>
      <p>Order {String(payment.id)}</p>
      <ul className="starter__receipt" aria-label="Your games">
        {products.map((p) => (
          <li key={p.title}>
            <span>{p.title}</span> <span>{money(p.discounted_price ?? p.price)}</span>
          </li>
        ))}
      </ul>
      <p>Total {money(payment.total)}</p>
      <a className="d2d-button" href={href('/')}>
        Keep shopping
      </a>
    </section>
  );
}
