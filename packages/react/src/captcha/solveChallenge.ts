/**
 * A small solver for the self-hosted ALTCHA proof-of-work challenges the server issues (the
 * contract's {@link CaptchaChallenge}), using only WebCrypto (`crypto.subtle`), so no widget
 * package is needed. The work is finding the counter whose derived key (PBKDF2 or iterated SHA
 * over the salt and `nonce ‖ uint32be(counter)`) starts with `keyPrefix`. The answer is the
 * base64 JSON payload the server verifies (`g-recaptcha-response`).
 * @module
 */
import type { CaptchaChallenge } from '@d2d/contract';

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

function checkAbort(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CaptchaSolveError('aborted', 'Solving the captcha was stopped.');
}

async function solve(challenge: CaptchaChallenge, options: SolveOptions, subtle: SubtleCrypto): Promise<string> {
  const { algorithm, nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
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

/**
 * Solves a proof-of-work challenge.
 * @param challenge - The challenge from `GET /api/captcha/challenge`.
 * @param options - Abort signal, concurrency, clock.
 * @returns The payload to send as `g-recaptcha-response`.
 * @throws CaptchaSolveError when aborted, expired, unsupported or without a solution.
 * @example
 * const payload = await solveChallenge(await loadCaptchaChallenge(store));
 */
export async function solveChallenge(challenge: CaptchaChallenge, options: SolveOptions = {}): Promise<string> {
  const subtle = options.subtle ?? globalThis.crypto?.subtle;
  if (!subtle) throw new CaptchaSolveError('unsupported', 'This browser cannot solve the captcha (no WebCrypto).');
  checkAbort(options.signal);
  return solve(challenge, options, subtle);
}
