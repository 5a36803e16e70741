/**
 * The signature of a webhook, in the scheme Stripe documents: the header
 * `D2D-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The receiver
 * recomputes the HMAC over the raw body it got, compares in constant time, and refuses a
 * timestamp outside the tolerance window, so a captured delivery cannot be replayed later.
 * @module
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the signature travels in. */
export const SIGNATURE_HEADER = 'd2d-signature';

/** How far a delivery's timestamp may be from the receiver's clock: 5 minutes, as Stripe's default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/**
 * The header value that signs a body at a time.
 * @param secret - the shared webhook secret
 * @param body - the raw body, exactly as sent
 * @param timestamp - unix seconds
 * @example
 * signatureHeader(secret, '{"id":"evt_1"}', 1700000000); // 't=1700000000,v1=5f…'
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/** Why a signature was refused. */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/**
 * Checks a delivery's signature header against its raw body.
 * @param header - the `D2D-Signature` value (undefined when absent)
 * @param body - the raw body as received
 * @param secret - the shared webhook secret
 * @param nowMs - the receiver's clock (epoch ms)
 * @returns null when valid, else why not
 * @example
 * verifySignature(request.headers['d2d-signature'], rawBody, secret, Date.now()); // null
 */
export function verifySignature(header: string | undefined, body: string, secret: string, nowMs: number, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureProblem | null {
  if (!header) return 'missing';
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // a sender rolling its secret may sign with both: any one matching is enough
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === null || candidates.length === 0) return 'malformed';
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  const matches = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  return matches ? null : 'mismatch';
}
