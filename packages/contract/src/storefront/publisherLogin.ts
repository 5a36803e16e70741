/**
 * The publisher login frame of spec §2 My games: a page of the API server where the shopper signs
 * in to a game publisher's account, shown in a frame. It posts the outcome to the store's exact
 * origin; the store then redeems with `POST /d2d/{paypal|stripe}/redeem`.
 * @module
 */

/** The frame's page on the API server; `?transaction_id=` names the purchase being redeemed. */
export const PUBLISHER_LOGIN_PATH = '/sandbox/publisher/login';

/** `event` of the frame's message. */
export const PUBLISHER_LOGIN_EVENT = 'd2d:publisher-login';

/** The frame's message: the publisher account's id and ticket, or that the shopper cancelled. */
export type PublisherLoginMessage =
  | { event: typeof PUBLISHER_LOGIN_EVENT; signedIn: true; user_id: string; user_ticket: string }
  | { event: typeof PUBLISHER_LOGIN_EVENT; signedIn: false };

/**
 * Whether a `message` event's data is the publisher login frame's.
 * @example
 * window.addEventListener('message', (e) => {
 *   if (e.origin === apiOrigin && isPublisherLoginMessage(e.data) && e.data.signedIn) redeem(e.data);
 * });
 */
export function isPublisherLoginMessage(data: unknown): data is PublisherLoginMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (m.event !== PUBLISHER_LOGIN_EVENT) return false;
  if (m.signedIn === false) return true;
  return m.signedIn === true && typeof m.user_id === 'string' && typeof m.user_ticket === 'string';
}

/** The DRM type of games played on their publisher's own account (spec §3 DRM types). */
export const PUBLISHER_ACCOUNT_DRM = 'MMO';

/** What {@link publisherRedeemableKey} reads of a My games item. */
export interface PublisherRedeemableItem {
  purchase_type?: string | null | undefined;
  is_preorder?: boolean | null | undefined;
  product_item: { drm?: string | null | undefined };
  game_keys?: ReadonlyArray<{ entitlement_status?: string | null | undefined; payment_id?: string | number | null | undefined }> | null | undefined;
}

/**
 * The key of a My games item that can still go into a publisher account (spec §2 My games, §4
 * Entitlement): a bought, released game of the publisher-account DRM whose key is `activated`
 * and names its purchase (`payment_id`, the redeem's `transaction_id`). Null otherwise.
 * @example
 * const key = publisherRedeemableKey(item);
 * if (key) redeem({ transaction_id: key.payment_id, user_id, user_ticket });
 */
export function publisherRedeemableKey<I extends PublisherRedeemableItem>(item: I): (NonNullable<I['game_keys']>[number] & { payment_id: string | number }) | null {
  if (item.product_item.drm !== PUBLISHER_ACCOUNT_DRM || item.purchase_type === 'rental' || item.is_preorder) return null;
  const key = (item.game_keys ?? []).find(
    (k) => k.entitlement_status === 'activated' && (typeof k.payment_id === 'number' || (typeof k.payment_id === 'string' && k.payment_id !== '')),
  );
  return key ? (key as NonNullable<I['game_keys']>[number] & { payment_id: string | number }) : null;
}
