import type { CaptchaChallenge } from '@d2d/react';

/**
 * A solvable proof-of-work challenge made in the browser (the secret number is small), so the
 * captcha in stories really verifies without a server.
 * @param secret - The number the solver has to find.
 */
export async function storyCaptchaChallenge(secret = 42): Promise<CaptchaChallenge> {
  const salt = 'story-salt';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}${secret}`));
  const challenge = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { algorithm: 'SHA-256', challenge, salt, signature: 'story', maxnumber: 1000 };
}

/** A challenge no number solves within its range: the captcha shows its failure text. */
export async function unsolvableCaptchaChallenge(): Promise<CaptchaChallenge> {
  return { algorithm: 'SHA-256', challenge: '0'.repeat(64), salt: 'story-salt', signature: 'story', maxnumber: 20 };
}
