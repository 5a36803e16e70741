import type { Store } from '@d2d/core';
import type { CaptchaChallenge } from './solveChallenge.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether an answer is a v2 (`parameters`) or v1 (`challenge`, `salt`) proof-of-work challenge. */
export function isCaptchaChallenge(value: unknown): value is CaptchaChallenge {
  if (!isRecord(value)) return false;
  if (isRecord(value.parameters)) {
    const p = value.parameters;
    return typeof p.algorithm === 'string' && typeof p.nonce === 'string' && typeof p.salt === 'string' && typeof p.keyPrefix === 'string' && typeof p.cost === 'number';
  }
  return typeof value.algorithm === 'string' && typeof value.challenge === 'string' && typeof value.salt === 'string';
}

/**
 * Fetches a captcha challenge for the sign-up form (`store.api.account.captchaChallenge`, i.e.
 * `GET /api/captcha/challenge`) and checks it is one {@link solveChallenge} can solve.
 * @param store - The page's store.
 * @param signal - Aborts the call.
 * @returns The challenge to solve.
 * @example
 * <StoreDialogs loadCaptchaChallenge={(signal) => loadCaptchaChallenge(store, signal)} … />
 */
export async function loadCaptchaChallenge(store: Store, signal?: AbortSignal): Promise<CaptchaChallenge> {
  const challenge: unknown = await store.api.account.captchaChallenge(signal ? { signal } : {});
  if (!isCaptchaChallenge(challenge)) throw new TypeError('The captcha challenge is not one this solver understands.');
  return challenge;
}
