/**
 * The people of the local identity provider: whoever opens its page picks one of them. Each
 * "provider" of the store is one client of the local identity provider, and sees only its own.
 * @module
 */
import type { SocialProvider } from '@d2d/contract';

/** A test identity of the local identity provider. */
export interface TestIdentity {
  /** The `sub` the provider answers: stable, so signing in again finds the same store account. */
  id: string;
  provider: SocialProvider;
  name: string;
  /** Absent: the provider gives no e-mail (the store gives the account a temporary one). */
  email?: string;
  /** What the picking page says about it. */
  note: string;
}

/** Every test identity, in the order the page lists them. */
export const TEST_IDENTITIES: readonly TestIdentity[] = [
  { id: 'google-alex-rivera', provider: 'google', name: 'Alex Rivera', email: 'alex.rivera@example.com', note: 'Google account with an e-mail address' },
  { id: 'google-sam-okafor', provider: 'google', name: 'Sam Okafor', note: 'Google account without an e-mail address' },
  { id: 'facebook-kim-lee', provider: 'facebook', name: 'Kim Lee', email: 'kim.lee@example.com', note: 'Facebook account with an e-mail address' },
];

/** The identity with this id, if any. */
export function testIdentity(id: string): TestIdentity | undefined {
  return TEST_IDENTITIES.find((identity) => identity.id === id);
}

/** The claims the local identity provider answers for an identity. */
export function identityClaims(identity: TestIdentity): Record<string, unknown> {
  return {
    sub: identity.id,
    name: identity.name,
    ...(identity.email ? { email: identity.email, email_verified: true } : {}),
  };
}
