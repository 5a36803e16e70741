import { describe, expect, it } from 'vitest';
import { accountSchema } from '@d2d/contract';
import { isRelayed, maskEmail, redactAccountBody, redactBody } from './relayPolicy.js';

describe('isRelayed', () => {
  it('should relay catalogue reads and the shopper cart calls the elements make', () => {
    expect(isRelayed('GET', '/api/product/get/1042')).toBe(true);
    expect(isRelayed('GET', '/api/productquery/findpage')).toBe(true);
    expect(isRelayed('GET', '/d2d/regions/get_region/')).toBe(true);
    expect(isRelayed('GET', '/api/account/getcurrent')).toBe(true);
    expect(isRelayed('GET', '/api/account/shopping_carts')).toBe(true);
    expect(isRelayed('POST', '/api/account/shopping_carts')).toBe(true);
    expect(isRelayed('DELETE', '/api/account/shopping_carts/17')).toBe(true);
  });

  it('should not relay calls that read or change what only the store may (keys, password, wallet, checkout, logout)', () => {
    for (const [method, path] of [
      ['GET', '/api/account/inventories'],
      ['POST', '/api/account/inventories/get_securom_key'],
      ['PATCH', '/api/account/update_password'],
      ['PATCH', '/api/account/update_email'],
      ['PATCH', '/api/account/update'],
      ['GET', '/api/account/show'],
      ['GET', '/api/account/payments'],
      ['POST', '/api/account/wallet/trade_in'],
      ['POST', '/api/account/shopping_carts/checkout'],
      ['POST', '/api/account/shopping_carts/coupon'],
      ['POST', '/api/account/shopping_carts/redeem'],
      ['DELETE', '/api/account/logout'],
      ['POST', '/api/account/login'],
      ['POST', '/d2d/stripe/pay'],
      ['DELETE', '/api/account/social/disconnect'],
      ['DELETE', '/api/account/shopping_carts/checkout'],
      ['PUT', '/api/account/shopping_carts/1'],
      ['GET', '/api/product/get/1042/extra'],
    ] as const) {
      expect(isRelayed(method, path), `${method} ${path}`).toBe(false);
    }
  });
});

describe('redactAccountBody', () => {
  const account = {
    id: 7,
    emailAddress: 'jane.doe@example.com',
    unconfirmedEmail: 'new@example.org',
    firstName: 'Jane',
    user_name: 'jane',
    address: { street_1: '1 Main St', city: 'Springfield', zipcode: '12345' },
    connections: [{ source: 'google', connected: true }],
    token: 'secret-token',
    remember_token: 'remember-me',
    purchase_amount: 123.45,
    vip_tier: 2,
    temporary_email: false,
  };

  it('should keep what the elements need and mask or drop the rest', () => {
    const redacted = JSON.parse(redactAccountBody(JSON.stringify(account))) as Record<string, unknown>;
    expect(redacted).toEqual({ id: 7, emailAddress: 'j•••@example.com', unconfirmedEmail: 'n•••@example.org', vip_tier: 2, temporary_email: false });
    expect(JSON.stringify(redacted)).not.toMatch(/secret-token|remember-me|Main St|Jane/);
  });

  it('should still be an account of the contract', () => {
    expect(accountSchema.safeParse(JSON.parse(redactAccountBody(JSON.stringify(account)))).success).toBe(true);
  });

  it('should leave other bodies and other calls alone', () => {
    expect(redactAccountBody('not json')).toBe('not json');
    expect(redactAccountBody('[1,2]')).toBe('[1,2]');
    const cart = JSON.stringify({ token: 'x' });
    expect(redactBody('GET', '/api/account/shopping_carts', cart)).toBe(cart);
  });

  it('should mask e-mails without a local part', () => {
    expect(maskEmail('@example.com')).toBe('•••');
    expect(maskEmail('a@b.c')).toBe('a•••@b.c');
  });
});
