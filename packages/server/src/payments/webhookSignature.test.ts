import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from './webhookSignature.js';

const SECRET = 'whsec_unit';
const BODY = '{"id":"evt_1","type":"payment.approved"}';
const T = 1_700_000_000;

describe('webhook signatures (Stripe\'s scheme)', () => {
  it('should sign t and the raw body with HMAC-SHA256', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signatureHeader(SECRET, BODY, T)).toBe(`t=${T},v1=${expected}`);
  });

  it('should accept its own signature within 300 s either side', () => {
    const header = signatureHeader(SECRET, BODY, T);
    expect(verifySignature(header, BODY, SECRET, T * 1000)).toBeNull();
    expect(verifySignature(header, BODY, SECRET, (T + 300) * 1000)).toBeNull();
    expect(verifySignature(header, BODY, SECRET, (T - 300) * 1000)).toBeNull();
  });

  it('should name what is wrong with a refused one', () => {
    const header = signatureHeader(SECRET, BODY, T);
    expect(verifySignature(undefined, BODY, SECRET, T * 1000)).toBe('missing');
    expect(verifySignature('', BODY, SECRET, T * 1000)).toBe('missing');
    expect(verifySignature(`t=${T}`, BODY, SECRET, T * 1000)).toBe('malformed');
    expect(verifySignature('v1=00', BODY, SECRET, T * 1000)).toBe('malformed');
    expect(verifySignature(header, BODY, SECRET, (T + 301) * 1000)).toBe('stale');
    expect(verifySignature(header, BODY, 'whsec_other', T * 1000)).toBe('mismatch');
    expect(verifySignature(header, `${BODY} `, SECRET, T * 1000)).toBe('mismatch');
    // a signature moved to another timestamp no longer matches
    expect(verifySignature(header.replace(`t=${T}`, `t=${T + 1}`), BODY, SECRET, T * 1000)).toBe('mismatch');
  });

  it('should accept any one of several v1 signatures (a secret being rolled)', () => {
    const good = signatureHeader(SECRET, BODY, T).split(',')[1];
    const other = signatureHeader('whsec_old', BODY, T).split(',')[1];
    expect(verifySignature(`t=${T},${other},${good}`, BODY, SECRET, T * 1000)).toBeNull();
  });
});
