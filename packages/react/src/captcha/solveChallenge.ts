/**
 * A small solver for self-hosted ALTCHA proof-of-work challenges, using only WebCrypto
 * (`crypto.subtle`), so no widget package is needed. Two payload formats are understood:
 * - v2 (what `altcha-lib` 2 issues): `{ parameters: { algorithm, nonce, salt, cost, keyLength,
 *   keyPrefix, expiresAt }, signature }`. The work is finding the counter whose derived key
 *   (PBKDF2 or iterated SHA over the salt and `nonce ‖ uint32be(counter)`) starts with
 *   `keyPrefix`.
 * - v1: `{ algorithm, challenge, salt, signature, maxnumber }`. The work is finding the number
 *   whose SHA-256 of `salt + number` equals `challenge`.
 * The answer is the base64 JSON payload the server verifies (`g-recaptcha-response`).
 * @module
 */

/** A v2 challenge. */
export interface CaptchaChallengeV2 {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
    expiresAt?: number;
    [key: string]: unknown;
  };
  signature?: string;
}

/** A v1 challenge. */
export interface CaptchaChallengeV1 {
  algorithm: string;
  challenge: string;
  salt: string;
  signature?: string;
  maxnumber?: number;
}

/** A challenge as the server serves it. */
export type CaptchaChallenge = CaptchaChallengeV1 | CaptchaChallengeV2;

/** Options of {@link solveChallenge}. */
export interface SolveOptions {
  /** Stops the work (the dialog closed). */
  signal?: AbortSignal;
  /** Derivations in flight at once (WebCrypto spreads them over threads). Default 4. */
  concurrency?: number;
  /** The current time in ms, to refuse an expired challenge. */
  now?: () => number;
  /** WebCrypto to use; defaults to `globalThis.crypto.subtle`. */
  subtle?: SubtleCrypto;
}

/** Why solving stopped without an answer. */
export class CaptchaSolveError extends Error {
  readonly reason: 'aborted' | 'expired' | 'unsolvable' | 'unsupported';
  constructor(reason: CaptchaSolveError['reason'], message: string) {
    super(message);
    this.name = 'CaptchaSolveError';
    this.reason = reason;
  }
}

const PBKDF2_HASH: Record<string, string> = { 'PBKDF2/SHA-256': 'SHA-256', 'PBKDF2/SHA-384': 'SHA-384', 'PBKDF2/SHA-512': 'SHA-512' };
const SHA_HASH = new Set(['SHA-256', 'SHA-384', 'SHA-512']);
const V1_MAX_NUMBER = 1_000_000;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) throw new CaptchaSolveError('unsupported', 'The captcha challenge is malformed.');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

function toBase64(text: string): string {
  // payloads are ASCII JSON
  return btoa(text);
}

function isV2(challenge: CaptchaChallenge): challenge is CaptchaChallengeV2 {
  return typeof (challenge as CaptchaChallengeV2).parameters === 'object' && (challenge as CaptchaChallengeV2).parameters !== null;
}

function checkAbort(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CaptchaSolveError('aborted', 'Solving the captcha was stopped.');
}

async function solveV2(challenge: CaptchaChallengeV2, options: SolveOptions, subtle: SubtleCrypto): Promise<string> {
  const { algorithm, nonce, salt, cost, keyPrefix } = challenge.parameters;
  const keyLength = challenge.parameters.keyLength ?? 32;
  const nonceBytes = hexToBytes(nonce);
  const saltBytes = hexToBytes(salt);
  const prefix = keyPrefix.toLowerCase();
  const pbkdf2 = PBKDF2_HASH[algorithm];
  if (!pbkdf2 && !SHA_HASH.has(algorithm)) throw new CaptchaSolveError('unsupported', `The captcha algorithm ${algorithm} is not supported.`);
  const expiresAt = challenge.parameters.expiresAt;
  const now = options.now ?? Date.now;

  const derive = async (counter: number): Promise<Uint8Array> => {
    const password = new Uint8Array(nonceBytes.length + 4);
    password.set(nonceBytes, 0);
    new DataView(password.buffer).setUint32(nonceBytes.length, counter, false);
    if (pbkdf2) {
      const key = await subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
      const bits = await subtle.deriveBits({ name: 'PBKDF2', salt: saltBytes, iterations: cost, hash: pbkdf2 }, key, keyLength * 8);
      return new Uint8Array(bits);
    }
    let data: Uint8Array<ArrayBuffer> = new Uint8Array(saltBytes.length + password.length);
    data.set(saltBytes, 0);
    data.set(password, saltBytes.length);
    for (let i = 0; i < Math.max(1, cost); i += 1) data = new Uint8Array(await subtle.digest(algorithm, data));
    return data.slice(0, keyLength);
  };

  const lanes = Math.max(1, Math.min(16, options.concurrency ?? 4));
  // a holder, so every lane sees the others' answer
  const best: { found: { counter: number; key: string } | null } = { found: null };
  // read through a function: the loop guard would otherwise narrow it to null for good
  const bestSoFar = () => best.found;
  const lane = async (start: number) => {
    for (let counter = start; best.found === null && counter <= 0xffffffff; counter += lanes) {
      checkAbort(options.signal);
      if (expiresAt !== undefined && now() > expiresAt * 1000) throw new CaptchaSolveError('expired', 'The captcha challenge expired.');
      const key = bytesToHex(await derive(counter));
      if (key.startsWith(prefix)) {
        // the lowest counter wins, so every lane agrees on one answer
        const current = bestSoFar();
        if (current === null || counter < current.counter) best.found = { counter, key };
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i)));
  const answer = best.found;
  if (!answer) throw new CaptchaSolveError('unsolvable', 'The captcha challenge has no solution.');
  const payload = {
    challenge: { parameters: challenge.parameters, ...(challenge.signature === undefined ? {} : { signature: challenge.signature }) },
    solution: { counter: answer.counter, derivedKey: answer.key },
  };
  return toBase64(JSON.stringify(payload));
}

async function solveV1(challenge: CaptchaChallengeV1, options: SolveOptions, subtle: SubtleCrypto): Promise<string> {
  if (challenge.algorithm !== 'SHA-256' && !SHA_HASH.has(challenge.algorithm)) {
    throw new CaptchaSolveError('unsupported', `The captcha algorithm ${challenge.algorithm} is not supported.`);
  }
  const started = Date.now();
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  const max = challenge.maxnumber ?? V1_MAX_NUMBER;
  for (let n = 0; n <= max; n += 1) {
    if (n % 1000 === 0) checkAbort(options.signal);
    const hash = bytesToHex(new Uint8Array(await subtle.digest(challenge.algorithm, encoder.encode(`${challenge.salt}${n}`))));
    if (hash === target) {
      return toBase64(
        JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: n, salt: challenge.salt, signature: challenge.signature, took: Date.now() - started }),
      );
    }
  }
  throw new CaptchaSolveError('unsolvable', 'The captcha challenge has no solution.');
}

/**
 * Solves a proof-of-work challenge.
 * @param challenge - The challenge from `GET /api/captcha/challenge`.
 * @param options - Abort signal, concurrency, clock.
 * @returns The payload to send as `g-recaptcha-response`.
 * @throws CaptchaSolveError when aborted, expired, unsupported or without a solution.
 * @example
 * const payload = await solveChallenge(await loadChallenge());
 */
export async function solveChallenge(challenge: CaptchaChallenge, options: SolveOptions = {}): Promise<string> {
  const subtle = options.subtle ?? globalThis.crypto?.subtle;
  if (!subtle) throw new CaptchaSolveError('unsupported', 'This browser cannot solve the captcha (no WebCrypto).');
  checkAbort(options.signal);
  return isV2(challenge) ? solveV2(challenge, options, subtle) : solveV1(challenge, options, subtle);
}
