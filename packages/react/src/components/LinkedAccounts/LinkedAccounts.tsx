import { useState } from 'react';
import type { Account, SocialProvider } from '@d2d/contract';
import { useRequest } from '../../hooks/useRequest.js';
import { useStore } from '../../hooks/useStore.js';
import { SOCIAL_PROVIDER_NAMES, defaultSocialRedirectUri, openProviderPage, socialFailureText } from '../SocialLoginButtons/socialProviders.js';

/** Props of {@link LinkedAccounts}. */
export interface LinkedAccountsProps {
  account: Account;
  /** The store page the provider sends the shopper back to; this page's origin and `/` by default. */
  redirectUri?: string;
  /** The route to show after linking; the current one by default. */
  returnTo?: string;
  /** Opens the provider's page; `location.assign` by default. */
  onOpenProvider?: (url: string) => void;
  /** Unlinking ended the session (the account's last way in): the shopper is a visitor now. */
  onSignedOut?: () => void;
  className?: string;
}

/** Says what unlinking the last way in did. */
export const SIGNED_OUT_TEXT = 'You are signed out: your account had no other way to sign in. We emailed you a link to choose a password.';

/**
 * The account info's linked social accounts (spec §2, §6): each provider with Link (sends the
 * shopper to the provider, then links it to this account) or Unlink. Unlinking the account's
 * last way in signs the shopper out, as the server decides.
 * @example
 * <LinkedAccounts account={account} onSignedOut={() => navigate('/')} />
 */
export function LinkedAccounts({ account, redirectUri, returnTo, onOpenProvider = openProviderPage, onSignedOut, className }: LinkedAccountsProps) {
  const store = useStore();
  const { data } = useRequest((s, signal) => s.api.account.authProviders({ signal }), []);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const offered = new Set<string>(data?.providers ?? []);
  const connections = (account.connections ?? []).filter((c) => c.connected || offered.has(c.source));
  if (connections.length === 0) return null;

  const link = async (provider: SocialProvider) => {
    setBusy(provider);
    setMessage(null);
    try {
      const url = await store.session.beginSocialLogin(provider, {
        redirectUri: redirectUri ?? defaultSocialRedirectUri(),
        link: true,
        returnTo: returnTo ?? window.location.hash,
      });
      onOpenProvider(url);
    } catch (error) {
      setMessage({ text: socialFailureText(error), error: true });
      setBusy(null);
    }
  };

  const unlink = async (provider: SocialProvider) => {
    setBusy(provider);
    setMessage(null);
    try {
      const answer = await store.session.disconnectSocial(provider);
      if (answer.signed_out) {
        setMessage({ text: SIGNED_OUT_TEXT, error: false });
        onSignedOut?.();
      } else {
        setMessage({ text: `${SOCIAL_PROVIDER_NAMES[provider]} is no longer linked to your account.`, error: false });
      }
    } catch (error) {
      setMessage({ text: socialFailureText(error), error: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={['d2d-linked-accounts', className].filter(Boolean).join(' ')} aria-labelledby="d2d-linked-accounts-title">
      <h3 id="d2d-linked-accounts-title" className="d2d-subheading">Linked accounts</h3>
      <ul className="d2d-linked-accounts__list">
        {connections.map(({ source, connected }) => {
          const provider = source as SocialProvider;
          const name = SOCIAL_PROVIDER_NAMES[provider] ?? source;
          return (
            <li key={source} className="d2d-linked-accounts__item">
              <span className="d2d-linked-accounts__name">{name}</span>
              <span className="d2d-linked-accounts__state">{connected ? 'Linked' : 'Not linked'}</span>
              {connected ? (
                <button type="button" className="d2d-button d2d-button--small" disabled={busy !== null} aria-label={`Unlink ${name}`} onClick={() => void unlink(provider)}>
                  Unlink
                </button>
              ) : (
                <button type="button" className="d2d-button d2d-button--small d2d-button--primary" disabled={busy !== null} aria-label={`Link ${name}`} onClick={() => void link(provider)}>
                  Link
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'd2d-field__error' : 'd2d-field__hint'}>
        {message?.text ?? ''}
      </p>
    </section>
  );
}
