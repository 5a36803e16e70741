import { useEffect, useRef } from 'react';
import { cx } from '../../utils/cx.js';

/** A message the checkout frame's return page posts (spec §7: event, isSuccess, eventType, response, id). */
export interface CheckoutFrameMessage {
  event: string;
  isSuccess: boolean;
  eventType?: string;
  response?: unknown;
  id?: string | number | null;
}

/** Props of {@link HostedCheckoutFrame}. */
export interface HostedCheckoutFrameProps {
  /** The provider's `call_url`. */
  url: string;
  /** Called with each checkout message from the frame (origin-checked). */
  onMessage: (message: CheckoutFrameMessage) => void;
  /** Cancels the checkout (`store.checkout.cancel()`). */
  onCancel: () => void;
  /** Origins allowed to post results; defaults to this page's origin and the frame's origin. */
  allowedOrigins?: readonly string[];
  title?: string;
  className?: string;
}

function isCheckoutMessage(data: unknown): data is CheckoutFrameMessage {
  return typeof data === 'object' && data !== null && typeof (data as CheckoutFrameMessage).event === 'string' && typeof (data as CheckoutFrameMessage).isSuccess === 'boolean';
}

/**
 * The embedded hosted checkout (PayPal-type and hosted providers, spec §4): the provider's page
 * in a frame, with a Cancel button. Results come back as messages; only messages from the page's
 * own origin or the frame's origin are accepted.
 * @example
 * <HostedCheckoutFrame url={state.url} onMessage={(m) => store.checkout.frameResult({ isSuccess: m.isSuccess, paymentId: String(m.id) })} onCancel={() => store.checkout.cancel()} />
 */
export function HostedCheckoutFrame({ url, onMessage, onCancel, allowedOrigins, title = 'Secure checkout', className }: HostedCheckoutFrameProps) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const origins = new Set(allowedOrigins ?? [window.location.origin, new URL(url, window.location.href).origin]);
    const listen = (event: MessageEvent) => {
      if (!origins.has(event.origin) || !isCheckoutMessage(event.data)) return;
      handler.current(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url, allowedOrigins]);
  return (
    <section className={cx('d2d-checkout-frame', className)} aria-label={title}>
      <iframe className="d2d-checkout-frame__frame" src={url} title={title} width={800} height={640} allow="payment" />
      <button type="button" className="d2d-button" onClick={onCancel}>
        Cancel checkout
      </button>
    </section>
  );
}
