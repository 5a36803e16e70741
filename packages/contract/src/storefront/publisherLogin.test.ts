import { describe, expect, it } from 'vitest';
import { PUBLISHER_LOGIN_EVENT, isPublisherLoginMessage, publisherRedeemableKey } from './publisherLogin.js';

const item = (drm: string, status = 'activated', extra: Record<string, unknown> = {}) => ({
  purchase_type: 'purchase',
  is_preorder: false,
  product_item: { drm },
  game_keys: [{ name: 'Key', entitlement_status: status, payment_id: 'pay_1' }],
  ...extra,
});

describe('publisherRedeemableKey', () => {
  it('should offer the activated key of a bought publisher-account game', () => {
    expect(publisherRedeemableKey(item('MMO'))).toMatchObject({ payment_id: 'pay_1' });
  });

  it('should offer nothing for other DRM, a redeemed key, a pre-order or a rental', () => {
    expect(publisherRedeemableKey(item('Steam'))).toBeNull();
    expect(publisherRedeemableKey(item('MMO', 'redeemed'))).toBeNull();
    expect(publisherRedeemableKey(item('MMO', 'activated', { is_preorder: true }))).toBeNull();
    expect(publisherRedeemableKey(item('MMO', 'activated', { purchase_type: 'rental' }))).toBeNull();
    expect(publisherRedeemableKey({ ...item('MMO'), game_keys: [{ entitlement_status: 'activated', payment_id: null }] })).toBeNull();
  });
});

describe('isPublisherLoginMessage', () => {
  it('should accept the frame\'s two messages only', () => {
    expect(isPublisherLoginMessage({ event: PUBLISHER_LOGIN_EVENT, signedIn: true, user_id: 'u', user_ticket: 't' })).toBe(true);
    expect(isPublisherLoginMessage({ event: PUBLISHER_LOGIN_EVENT, signedIn: false })).toBe(true);
    expect(isPublisherLoginMessage({ event: PUBLISHER_LOGIN_EVENT, signedIn: true, user_id: 'u' })).toBe(false);
    expect(isPublisherLoginMessage({ event: 'd2d:payment', signedIn: false })).toBe(false);
    expect(isPublisherLoginMessage('x')).toBe(false);
  });
});
