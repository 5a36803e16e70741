/**
 * The HTML of the sandbox provider's pages and of the payment relay frame. Small, accessible
 * pages (labelled inputs, a live status region, real buttons, visible focus) with one inline
 * script each, allowed by a per-response CSP nonce; their settings travel as JSON in a
 * `<script type="application/json">` element, never interpolated into code.
 * @module
 */
import { pagePath, pageUrl } from '@d2d/contract';
import { escapeHtml } from '../mail/templates.js';
import { CHALLENGE_FRAME_EVENT, PAYMENT_FRAME_EVENT } from './frameMessage.js';
import { CARD_SUCCESS } from './testCards.js';

/**
 * The store's look (the colours, type, radii and buttons of `@d2d/react`'s tokens), so a shopper
 * sent to the sandbox checkout, of the cart or of a premium plan, stays visibly in the store.
 */
const STYLE =
  ':root{color-scheme:dark}' +
  'body{font:16px/1.5 "Inter","Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,sans-serif;margin:0;padding:1rem;color:#e8ecf3;background:#0b0e14}' +
  '.brand{display:flex;align-items:center;gap:8px;max-width:28rem;margin:0 auto 1rem;font-weight:900;font-size:1.35rem;letter-spacing:.04em}' +
  '.brand svg{width:32px;height:32px}' +
  'main{max-width:28rem;margin:0 auto;padding:1.5rem;background:#141923;border:1px solid #2b3648;border-radius:10px;box-shadow:0 12px 32px rgb(0 0 0 / .45)}' +
  'h1{font-size:1.4rem;margin-top:0}label{display:block;font-weight:600;margin-top:1rem}' +
  'input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem .75rem;color:#e8ecf3;background:#1c2330;border:1px solid #2b3648;border-radius:6px}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}' +
  'button{font:inherit;font-weight:600;min-height:40px;padding:.5rem 1.25rem;border-radius:999px;border:1px solid #3fa7ff;cursor:pointer}' +
  'button.primary{background:#3fa7ff;color:#04111f}button.primary:hover{background:#69bbff}' +
  'button.secondary{background:transparent;color:#e8ecf3;border-color:#2b3648}button.secondary:hover{background:#1c2330}' +
  'button:disabled{opacity:.6;cursor:not-allowed}' +
  ':focus-visible{outline:3px solid #ffd34d;outline-offset:2px}.help{color:#9aa6b8;font-size:.9rem}[role=status]{min-height:1.5em;margin-top:1rem}' +
  '.amount{font-size:1.2rem}';

/** The store's mark and name above every sandbox page (the store's logo, drawn inline: the page's CSP loads no images). */
const BRAND =
  '<header class="brand"><svg viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#3fa7ff"/><stop offset="1" stop-color="#7b61ff"/></linearGradient></defs>' +
  '<rect x="1" y="1" width="30" height="30" rx="8" fill="url(#brand-gradient)"/>' +
  '<path d="M9 10h5a6 6 0 0 1 0 12H9zm3 3v6h2a3 3 0 0 0 0-6zM19 19l5-6h-5v-3h9l-5 6h5v3z" fill="#fff" transform="translate(-2 0)"/></svg>' +
  '<span>D2D</span></header>';

/** JSON safe to embed in a `<script type="application/json">` element. */
function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function htmlDocument(title: string, body: string, nonce: string, config: unknown, script: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${BRAND}${body}` +
    `<script type="application/json" id="config">${embedJson(config)}</script>` +
    `<script nonce="${escapeHtml(nonce)}">${script}</script></body></html>`
  );
}

/** The shared client code: post JSON, report to the store (exact origin) or navigate when not framed. */
const CLIENT_BASE = `
const config = JSON.parse(document.getElementById('config').textContent);
const statusEl = document.getElementById('status');
const framed = window.parent !== window;
function setBusy(busy) {
  for (const b of document.querySelectorAll('button')) b.disabled = busy;
  document.querySelector('main').setAttribute('aria-busy', String(busy));
}
function report(eventType, isSuccess, response, fallbackUrl) {
  const message = { event: '${PAYMENT_FRAME_EVENT}', eventType, isSuccess, id: config.paymentId, response };
  if (framed) window.parent.postMessage(message, config.storeOrigin);
  else if (fallbackUrl) window.location.assign(fallbackUrl);
}
async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body || {}), credentials: 'same-origin' });
  return res.json();
}
async function cancel() {
  setBusy(true);
  statusEl.textContent = 'Cancelling…';
  try { await post(config.cancelUrl, {}); } catch (e) { /* the store aborts the checkout as well */ }
  statusEl.textContent = 'Payment cancelled.';
  report('cancel', false, { status: 'cancelled', payment_id: config.paymentId }, config.returnUrl);
}
document.getElementById('cancel')?.addEventListener('click', cancel);
`;

const HOSTED_SCRIPT = `(() => {${CLIENT_BASE}
document.getElementById('pay-form')?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const number = document.getElementById('card-number');
  if (!number.value.trim()) { statusEl.textContent = 'Enter a card number.'; number.focus(); return; }
  setBusy(true);
  statusEl.textContent = 'Processing your payment…';
  try {
    const result = await post(config.payUrl, { card_number: number.value });
    if (result.status === 'success') {
      statusEl.textContent = 'Payment complete. Returning to the store…';
      report('purchase', true, result, config.successUrl);
    } else if (result.status === 'failed') {
      statusEl.textContent = result.message || 'The payment failed.';
      report('purchase', false, result, config.failUrl + encodeURIComponent(String(result.error_code || 5001)));
    } else {
      statusEl.textContent = 'Your payment is being processed. You can close this page.';
    }
  } catch (e) {
    statusEl.textContent = 'Something went wrong. Please try again.';
    setBusy(false);
  }
});
})();`;

const PAYPAL_SCRIPT = `(() => {${CLIENT_BASE}
document.getElementById('approve')?.addEventListener('click', async () => {
  setBusy(true);
  statusEl.textContent = 'Approving…';
  try {
    const result = await post(config.approveUrl, {});
    if (result.status !== 'approved') throw new Error('not approved');
    statusEl.textContent = 'Approved. Returning to the store…';
    const back = config.returnUrl + (config.returnUrl.includes('?') ? '&' : '?') + 'paymentId=' + encodeURIComponent(config.paymentId) + '&PayerID=' + encodeURIComponent(result.payer_id) + '&token=' + encodeURIComponent(result.token);
    report('approve', true, result, back);
  } catch (e) {
    statusEl.textContent = 'Something went wrong. Please try again.';
    setBusy(false);
  }
});
})();`;

/** What a payment page shows and where it reports to. */
export interface PaymentPageInput {
  paymentId: string;
  /** The amount formatted in its currency, e.g. `$19.99`. */
  amount: string;
  /** The store's exact origin: the only target of `postMessage`. */
  storeOrigin: string;
  /** Where the shopper goes back to when the page is not framed (the checkout's `redirect_url`). */
  returnUrl: string;
  /** The endpoint paths of the page's buttons. */
  actionBase: string;
  /** A page for a payment that is no longer open shows this instead of the form. */
  closedText: string | null;
  nonce: string;
  /** Where a paid, unframed page goes; default the store's `/complete-purchased` of the payment. */
  successUrl?: string;
}

function closedBody(title: string, text: string): string {
  return `<main><h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(text)}</p></main>`;
}

/**
 * The sandbox hosted checkout page (`call_url` of the hosted and legacy providers): a test card
 * number, Pay and Cancel. Pay completes the order and reports `purchase`; Cancel reports `cancel`.
 */
export function hostedCheckoutPage(input: PaymentPageInput): string {
  const title = 'Sandbox checkout';
  const config = {
    paymentId: input.paymentId,
    storeOrigin: input.storeOrigin,
    returnUrl: input.returnUrl,
    payUrl: `${input.actionBase}/pay`,
    cancelUrl: `${input.actionBase}/cancel`,
    successUrl: input.successUrl ?? pageUrl(input.storeOrigin, pagePath('completePurchased', undefined, { status: 'success', paymentId: input.paymentId })),
    // the page's script appends the error code
    failUrl: pageUrl(input.storeOrigin, pagePath('purchaseFail', { err: '' })),
  };
  const body = input.closedText !== null
    ? closedBody(title, input.closedText)
    : `<main aria-labelledby="title"><h1 id="title">${title}</h1>` +
      '<p>This is the store\'s built-in sandbox payment page: no real money is charged.</p>' +
      `<p class="amount">Amount due: <strong>${escapeHtml(input.amount)}</strong></p>` +
      '<form id="pay-form" novalidate>' +
      '<label for="card-number">Card number</label>' +
      `<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-help" value="${CARD_SUCCESS.replace(/(\d{4})(?=\d)/g, '$1 ')}">` +
      '<p id="card-help" class="help">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.</p>' +
      `<div class="actions"><button type="submit" class="primary" id="pay">Pay ${escapeHtml(input.amount)}</button>` +
      '<button type="button" class="secondary" id="cancel">Cancel</button></div>' +
      '<div id="status" role="status" aria-live="polite"></div></form></main>';
  return htmlDocument(title, body, input.nonce, config, HOSTED_SCRIPT);
}

/**
 * The sandbox PayPal-type approval page (`call_url` of the PayPal-type provider): Approve reports
 * `approve` with the payer id and token the store passes to `/d2d/paypal/purchase`.
 */
export function paypalApprovalPage(input: PaymentPageInput): string {
  const title = 'Sandbox PayPal-type checkout';
  const config = {
    paymentId: input.paymentId,
    storeOrigin: input.storeOrigin,
    returnUrl: input.returnUrl,
    approveUrl: `${input.actionBase}/approve`,
    cancelUrl: `${input.actionBase}/cancel`,
  };
  const body = input.closedText !== null
    ? closedBody(title, input.closedText)
    : `<main aria-labelledby="title"><h1 id="title">${title}</h1>` +
      '<p>You are signed in to the sandbox wallet as a test buyer: no real money is charged.</p>' +
      `<p class="amount">Pay <strong>${escapeHtml(input.amount)}</strong> to the D2D store?</p>` +
      '<div class="actions"><button type="button" class="primary" id="approve">Approve payment</button>' +
      '<button type="button" class="secondary" id="cancel">Cancel</button></div>' +
      '<div id="status" role="status" aria-live="polite"></div></main>';
  return htmlDocument(title, body, input.nonce, config, PAYPAL_SCRIPT);
}

const CHALLENGE_SCRIPT = `(() => {
const config = JSON.parse(document.getElementById('config').textContent);
const statusEl = document.getElementById('status');
const framed = window.parent !== window;
async function answer(url) {
  for (const b of document.querySelectorAll('button')) b.disabled = true;
  statusEl.textContent = 'Checking…';
  let result;
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin' });
    result = await res.json();
  } catch (e) {
    result = { status: 'failed', message: 'Something went wrong. Please try again.' };
  }
  const ok = result.status === 'succeeded';
  statusEl.textContent = ok ? 'Verified. Returning to the payment…' : (result.message || 'The check failed.');
  if (framed) window.parent.postMessage({ event: '${CHALLENGE_FRAME_EVENT}', status: ok ? 'succeeded' : 'failed', message: result.message || null }, config.storeOrigin);
}
document.getElementById('approve').addEventListener('click', () => answer(config.approveUrl));
document.getElementById('fail').addEventListener('click', () => answer(config.failUrl));
})();`;

/**
 * The sandbox's 3-D Secure challenge page (card payments with 4000 0027 6000 3184), shown by the
 * card form in a frame on the card provider's origin: Approve passes the check and the card is
 * approved, Fail declines it. The answer goes to the store's exact origin as
 * `{ event: 'd2d:3ds', status, message }`.
 */
export function challengePage(input: { amount: string; cardLast4: string | null; storeOrigin: string; actionBase: string; closedText: string | null; nonce: string }): string {
  const title = '3-D Secure check';
  const config = { storeOrigin: input.storeOrigin, approveUrl: `${input.actionBase}/approve`, failUrl: `${input.actionBase}/fail` };
  const body = input.closedText !== null
    ? closedBody(title, input.closedText)
    : `<main aria-labelledby="title"><h1 id="title">${title}</h1>` +
      '<p>Your bank asks you to confirm this payment. This is the sandbox\'s test check: no real bank is asked.</p>' +
      `<p class="amount">Pay <strong>${escapeHtml(input.amount)}</strong>${input.cardLast4 ? ` with the card ending ${escapeHtml(input.cardLast4)}` : ''}?</p>` +
      '<div class="actions"><button type="button" class="primary" id="approve">Approve</button>' +
      '<button type="button" class="secondary" id="fail">Fail</button></div>' +
      '<div id="status" role="status" aria-live="polite"></div></main>';
  return htmlDocument(title, body, input.nonce, config, CHALLENGE_SCRIPT);
}

const RELAY_SCRIPT = `(() => {
const config = JSON.parse(document.getElementById('config').textContent);
function relay(message) { window.parent.postMessage(message, config.storeOrigin); }
function normalize(data) {
  if (!data || typeof data !== 'object') return null;
  if (data.event === '${PAYMENT_FRAME_EVENT}' && typeof data.id === 'string') {
    return { event: data.event, eventType: data.eventType, isSuccess: data.isSuccess === true, id: data.id, response: data.response || {} };
  }
  // a provider's own status message: { status, paymentId | payment_id, error_code }
  const id = data.payment_id || data.paymentId;
  if (typeof id !== 'string' || typeof data.status !== 'string') return null;
  const ok = data.status === 'success' || data.status === 'done' || data.status === 'approved';
  const eventType = data.status === 'cancel' || data.status === 'cancelled' ? 'cancel' : data.status === 'approved' ? 'approve' : 'purchase';
  const response = { status: ok ? (eventType === 'approve' ? 'approved' : 'success') : eventType === 'cancel' ? 'cancelled' : 'failed', payment_id: id };
  if (data.error_code) response.error_code = Number(data.error_code);
  if (data.payer_id || data.PayerID) response.payer_id = data.payer_id || data.PayerID;
  if (data.token) response.token = data.token;
  return { event: '${PAYMENT_FRAME_EVENT}', eventType, isSuccess: ok, id, response };
}
window.addEventListener('message', (event) => {
  if (!config.providerOrigins.includes(event.origin)) return;
  const message = normalize(event.data);
  if (message) relay(message);
});
// loaded as a provider's return url: report what the query says, once
const query = new URLSearchParams(window.location.search);
const fromQuery = normalize({ status: query.get('status'), payment_id: query.get('payment_id') || query.get('paymentId'), error_code: query.get('error_code'), payer_id: query.get('PayerID'), token: query.get('token') });
if (fromQuery) relay(fromQuery);
})();`;

/**
 * The hidden same-origin relay frame of spec §7 (`/d2d/payment-frame.html?origin=<store>`):
 * receives provider messages from the allowed provider origins (or the provider's return
 * redirect in its query) and re-broadcasts them to the store as `{ event, isSuccess, eventType,
 * response, id }`, posting only to the store's exact origin.
 */
export function paymentRelayPage(input: { storeOrigin: string; providerOrigins: readonly string[]; nonce: string }): string {
  const body = '<main><h1>Payment relay</h1><p>This hidden page passes payment results to the store.</p></main>';
  return htmlDocument('Payment relay', body, input.nonce, { storeOrigin: input.storeOrigin, providerOrigins: input.providerOrigins }, RELAY_SCRIPT);
}
