import type { CaptchaChallenge } from '@d2d/contract';
import { captchaChallenge } from '../packages/react/src/fixtures/captcha.js';

/**
 * A solvable proof-of-work challenge made in the browser (the secret counter is small), so the
 * captcha in stories really verifies without a server.
 * @param secret - The counter the solver has to find.
 */
export function storyCaptchaChallenge(secret = 42): Promise<CaptchaChallenge> {
  return captchaChallenge(secret);
}

/** A challenge that expired long ago: the captcha shows its failure text. */
export function unsolvableCaptchaChallenge(): Promise<CaptchaChallenge> {
  return captchaChallenge(42, { expiresAt: 1 });
}
