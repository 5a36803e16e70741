import { describe, expect, it } from 'vitest';
import {
  cartUpdateBodySchema, checkoutBodySchema, checkoutResponseSchema, fraudCheckBodySchema, fraudCheckResultSchema,
  paymentRefBodySchema, paymentSourceSchema, purchaseBodySchema,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const gift = { gift_first_name: 'Ana', gift_last_name: 'Lee', gift_email: 'ana@example.com', gift_mail_body: 'Enjoy the game!' };

describe('checkoutResponseSchema', () => {
  it('should parse a card checkout and a hosted one', () => {
    const card = checkoutResponseSchema.parse({ payment_id: 'pi_1', amount: 26.99, client_secret: 'pi_1_secret', payment: 'stripe', id: 31, status: 'pending' });
    expect(card.client_secret).toBe('pi_1_secret');
    const hosted = checkoutResponseSchema.parse({ payment_id: 'x-9', amount: 26.99, call_url: 'https://pay.example.com/x-9', payment: 'xsolla', id: 31 });
    expect(hosted.call_url).toContain('x-9');
  });

  it('should carry field errors in the 422 shape', () => {
    const res = checkoutResponseSchema.parse({ status: 'failed', errors: { base: ['Card declined'], gift_email: ['is invalid'] } });
    expect(res.errors?.base).toEqual(['Card declined']);
  });

  it('should reject an unknown provider', () => {
    expectIssueAt(checkoutResponseSchema, { payment: 'bitcoin' }, ['payment']);
  });
});

describe('paymentSourceSchema', () => {
  it('should carry the amount in integer minor units', () => {
    expect(paymentSourceSchema.parse({ payment_id: 'pi_1', amount: 2699, client_secret: 's' }).amount).toBe(2699);
    expectIssueAt(paymentSourceSchema, { payment_id: 'pi_1', amount: 26.99, client_secret: 's' }, ['amount']);
  });
});

describe('checkout request bodies', () => {
  it('should accept a checkout with gift and fraud session', () => {
    const body = checkoutBodySchema.parse({ redirect_url: '/#!/complete-purchased', locale: 'en-US', gift, ris_session_id: 'abc123' });
    expect(body.gift?.gift_first_name).toBe('Ana');
  });

  it('should require the redirect url and a valid gift', () => {
    expectIssueAt(checkoutBodySchema, { locale: 'en-US' }, ['redirect_url']);
    expectIssueAt(checkoutBodySchema, { redirect_url: '/x', gift: { ...gift, gift_email: 'nope' } }, ['gift', 'gift_email'], 'This is not a valid email.');
  });

  it('should set or clear the gift on cart update', () => {
    expect(cartUpdateBodySchema.parse({ gift: null })).toEqual({ gift: null });
    expectIssueAt(cartUpdateBodySchema, {}, ['gift']);
  });

  it('should require the payment id to purchase', () => {
    expect(purchaseBodySchema.safeParse({ payment_id: 'PAY-1', payer_id: 'P1', token: 'EC-1' }).success).toBe(true);
    expectIssueAt(purchaseBodySchema, { payer_id: 'P1' }, ['payment_id']);
    expectIssueAt(paymentRefBodySchema, { payment_id: '' }, ['payment_id']);
  });

  it('should require every fraud check field and a full billing address', () => {
    const body = {
      ris_session_id: 'kt-1', payment_id: 'pi_1', identifier: 'card', card_token: 'tok_1',
      billing_details: {
        name: 'Ana Lee', email: 'ana@example.com',
        address: { line1: '1 Main St', line2: null, city: 'Irvine', state: 'CA', postal_code: '92618', country: 'US' },
      },
    };
    expect(fraudCheckBodySchema.parse(body).billing_details.address.city).toBe('Irvine');
    expectIssueAt(fraudCheckBodySchema, { ...body, billing_details: { ...body.billing_details, address: { ...body.billing_details.address, city: '' } } }, [
      'billing_details', 'address', 'city',
    ]);
    expectIssueAt(fraudCheckBodySchema, { ...body, card_token: undefined }, ['card_token']);
  });

  it('should parse a fraud check result with or without a code', () => {
    expect(fraudCheckResultSchema.parse({ success: false, code: 'R42' }).code).toBe('R42');
    expect(fraudCheckResultSchema.parse({ success: true }).success).toBe(true);
  });
});
