import type { CaptchaChallenge } from '@d2d/contract';
import type { Store } from '@d2d/core';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether an answer has the fields {@link solveChallenge} works with, checked by hand: a store
 * made without the contract's `endpoints` does not parse answers, and this keeps zod out of it.
 * @param value - The answer of `GET /api/captcha/challenge`.
 * @returns Whether it is a {@link CaptchaChallenge}.
 */
export function isCaptchaChallenge(value: unknown): value is CaptchaChallenge {
  if (!isRecord(value) || !isRecord(value.parameters)) return false;
  const p = value.parameters;
  return (
    typeof p.algorithm === 'string' &&
    typeof p.nonce === 'string' &&
    typeof p.salt === 'string' &&
    typeof p.keyPrefix === 'string' &&
    typeof p.cost === 'number' &&
    typeof p.keyLength === 'number'
  );
}

/**
 * Fetches a captcha challenge for the sign-up form (`store.api.account.captchaChallenge`, i.e.
 * `GET /api/captcha/challenge`) and checks it is one {@link solveChallenge} can solve.
 * @param store - The page's store.
 * @param signal - Aborts the call.
 * @returns The challenge to solve.
 * @throws TypeError when the answer is not a challenge.
 * @example
 * <StoreDialogs loadCaptchaChallenge={(signal) => loadCaptchaChallenge(store, signal)} … />
 */
export async function loadCaptchaChallenge(store: Store, signal?: AbortSignal): Promise<CaptchaChallenge> {
  const challenge: unknown = await store.api.account.captchaChallenge(signal ? { signal } : {});
  if (!isCaptchaChallenge(challenge)) throw new TypeError('The captcha challenge is not one this solver understands.');
  return challenge;
}
