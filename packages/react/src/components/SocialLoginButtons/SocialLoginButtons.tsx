import { useState } from 'react';
import type { SocialProvider } from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { useRequest } from '../../hooks/useRequest.js';
import { useStore } from '../../hooks/useStore.js';
import { SOCIAL_PROVIDER_NAMES, defaultSocialRedirectUri, openProviderPage, socialFailureText } from './socialProviders.js';

/** Props of {@link SocialLoginButtons}. */
export interface SocialLoginButtonsProps {
  /** The store page the provider sends the shopper back to; this page's origin and `/` by default. */
  redirectUri?: string;
  /** The route to show after signing in; the current one by default. */
  returnTo?: string;
  /** Opens the provider's page; `location.assign` by default. */
  onOpenProvider?: (url: string) => void;
  className?: string;
}

/**
 * The login dialog's social sign-in buttons (spec §1, §6): one per provider the server offers
 * (`GET /api/account/auth/providers`), none when it offers none. A press sends the shopper to the
 * provider; the store finishes the sign-in when the provider sends them back
 * (`store.session.finishSocialLogin`).
 * @example
 * <SocialLoginButtons />
 */
export function SocialLoginButtons({ redirectUri, returnTo, onOpenProvider = openProviderPage, className }: SocialLoginButtonsProps) {
  const store = useStore();
  const { data } = useRequest((s, signal) => s.api.account.authProviders({ signal }), []);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    setError(null);
    try {
      const url = await store.session.beginSocialLogin(provider, {
        redirectUri: redirectUri ?? defaultSocialRedirectUri(),
        returnTo: returnTo ?? window.location.hash,
      });
      onOpenProvider(url);
    } catch (failure) {
      setError(failure instanceof ApiError ? socialFailureText(failure) : `Signing in with ${SOCIAL_PROVIDER_NAMES[provider]} is not available right now.`);
      setBusy(null);
    }
  };

  return (
    <div className={['d2d-social-login', className].filter(Boolean).join(' ')}>
      <p className="d2d-social-login__or">or</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`d2d-button d2d-social-login__button d2d-social-login__button--${provider}`}
          disabled={busy !== null}
          onClick={() => void start(provider)}
        >
          {busy === provider ? `Opening ${SOCIAL_PROVIDER_NAMES[provider]}…` : `Login with ${SOCIAL_PROVIDER_NAMES[provider]}`}
        </button>
      ))}
      {error && (
        <p role="alert" className="d2d-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
