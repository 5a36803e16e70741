import type { SocialProvider } from '@d2d/contract';
import { loginFailure } from '@d2d/core';

/** How the store names each social provider. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', facebook: 'Facebook' };

/** The store page providers send the shopper back to: this page's origin and `/`. */
export function defaultSocialRedirectUri(): string {
  return `${window.location.origin}/`;
}

/** Opens a provider's page in this tab. */
export function openProviderPage(url: string): void {
  window.location.assign(url);
}

/** The text of a refused social call: the server's failure message, or the login dialog's default (spec §8 Login). */
export function socialFailureText(error: unknown): string {
  const failure = loginFailure(error);
  return failure.kind === 'messages' ? failure.messages.join(' ') : failure.message;
}
