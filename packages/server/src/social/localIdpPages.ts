/**
 * The local identity provider's pages: pick a test identity, or read why the sign-in stopped.
 * @module
 */
import type { SocialProvider } from '@d2d/contract';
import type { TestIdentity } from './testIdentities.js';

const LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.4rem}.note{color:#555}form{margin:0}button{font:inherit;padding:.6rem 1rem;margin:.3rem 0;width:100%;text-align:left;border:1px solid #888;border-radius:6px;background:#fff;cursor:pointer}
button:hover,button:focus{background:#eef}.cancel{text-align:center;background:#f4f4f4}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * The page where whoever signs in picks a test identity of the provider the store asked for.
 * @param uid - the interaction the forms finish
 */
export function identityPickerPage(provider: SocialProvider, uid: string, identities: readonly TestIdentity[]): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const buttons = identities
    .map(
      (identity) =>
        `<li><form method="post" action="${action}/login"><input type="hidden" name="identity" value="${escapeHtml(identity.id)}"><button type="submit">${escapeHtml(identity.name)}<br><span class="note">${escapeHtml(identity.note)}${identity.email ? ` (${escapeHtml(identity.email)})` : ''}</span></button></form></li>`,
    )
    .join('');
  return page(
    `Sign in with ${LABEL[provider]} (local test provider)`,
    `<main><h1>Sign in with ${LABEL[provider]}</h1>
<p class="note">Local test identity provider: this page stands in for ${LABEL[provider]} while developing. Choose who signs in.</p>
<ul style="list-style:none;padding:0">${buttons}</ul>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form></main>`,
  );
}

/** The page that says why a sign-in stopped. */
export function localIdpErrorPage(message: string): string {
  return page('Sign-in stopped (local test provider)', `<main><h1>Sign-in stopped</h1><p>${escapeHtml(message)}</p></main>`);
}
