/**
 * The mails an order sends (written to the outbox inside the completion's transaction, so they
 * exist exactly when the order does): the buyer's receipt, and for a gift the recipient's notice
 * with the sender's message.
 * @module
 */
import { pagePath, pageUrl, siteById } from '@d2d/contract';
import type { OutgoingMail } from '../../mail/outbox.js';
import { escapeHtml } from '../../mail/templates.js';

/** What the mails need to know about an order. */
export interface MailOrder {
  orderId: number;
  paymentId: string;
  siteId: number;
  subtotal: number;
  couponDiscount: number;
  couponCode: string | null;
  redeem: number;
  tax: number;
  total: number;
  estimatedHours: number;
  lines: ReadonlyArray<{ title: string; price: number; isPreorder: boolean; releaseDate: string }>;
  buyer: { email: string; userName: string };
  gift: { email: string; firstName: string; lastName: string; message: string } | null;
  /** The store's origin for the library link. */
  storeOrigin: string;
}

// Building an Intl.NumberFormat costs far more than formatting with one (it was a twentieth of a
// checkout's CPU time), and the sites are three: one formatter each, made on first use.
const formatters = new Map<number, Intl.NumberFormat>();

function money(order: MailOrder, minor: number): string {
  const site = siteById(order.siteId as 1 | 2 | 3);
  if (!site) return (minor / 100).toFixed(2);
  let formatter = formatters.get(site.id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(site.locale, { style: 'currency', currency: site.currency });
    formatters.set(site.id, formatter);
  }
  return formatter.format(minor / 100);
}

function page(paragraphs: readonly string[], listItems: readonly string[]): string {
  const [first, ...rest] = paragraphs;
  return (
    '<!doctype html><html lang="en"><body>' +
    `<p>${escapeHtml(first ?? '')}</p>` +
    `<ul>${listItems.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` +
    rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    '</body></html>'
  );
}

/**
 * The buyer's receipt: every product with its price, the discounts, tax and total, the Cloud Play
 * hours earned and, for pre-orders, when they will be charged.
 */
export function receiptMail(order: MailOrder): OutgoingMail {
  const items = order.lines.map((l) => `${l.title}: ${money(order, l.price)}${l.isPreorder ? ` (pre-order, charged on release ${l.releaseDate})` : ''}`);
  const totals = [
    `Subtotal: ${money(order, order.subtotal)}`,
    ...(order.couponDiscount > 0 ? [`Coupon${order.couponCode ? ` ${order.couponCode}` : ''}: -${money(order, order.couponDiscount)}`] : []),
    ...(order.redeem > 0 ? [`Wallet credit: -${money(order, order.redeem)}`] : []),
    `Tax: ${money(order, order.tax)}`,
    `Total: ${money(order, order.total)}`,
  ];
  const giftLine = order.gift ? [`This order is a gift for ${order.gift.email}; we sent them a notice with your message.`] : [];
  const hours = order.estimatedHours > 0 ? [`You earned ${order.estimatedHours} Cloud Play hour${order.estimatedHours === 1 ? '' : 's'}.`] : [];
  const library = `Your games are in My games: ${pageUrl(order.storeOrigin, pagePath('myAccount'))}`;
  const intro = `Hello ${order.buyer.userName}, thank you for your purchase (order ${order.orderId}, payment ${order.paymentId}).`;
  const paragraphs = [intro, totals.join(' · '), ...giftLine, ...hours, ...(order.gift ? [] : [library]), 'All digital game sales are final.'];
  const text = [intro, '', ...items.map((i) => `- ${i}`), '', ...totals, '', ...giftLine, ...hours, ...(order.gift ? [] : [library]), '', 'All digital game sales are final.', '', 'The D2D store team', ''].join('\n');
  return { to: order.buyer.email, subject: `Your D2D store receipt (order ${order.orderId})`, text, html: page(paragraphs, items) };
}

/** The gift recipient's notice: who sent what, their message, and how to find the games. */
export function giftMail(order: MailOrder): OutgoingMail | null {
  if (!order.gift) return null;
  const gift = order.gift;
  const titles = order.lines.map((l) => l.title);
  const intro = `Hello ${gift.firstName} ${gift.lastName}, ${order.buyer.userName} (${order.buyer.email}) sent you a gift from the D2D store.`;
  const how = `Sign in (or sign up and confirm your e-mail) with ${gift.email} to find your games in My games: ${pageUrl(order.storeOrigin, pagePath('myAccount'))}`;
  const text = [intro, '', ...titles.map((t) => `- ${t}`), '', `Message: ${gift.message}`, '', how, '', 'The D2D store team', ''].join('\n');
  return { to: gift.email, subject: `${order.buyer.userName} sent you a gift`, text, html: page([intro, `Message: ${gift.message}`, how], titles) };
}
