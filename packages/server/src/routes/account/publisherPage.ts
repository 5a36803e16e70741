/**
 * The sandbox publisher's sign-in page, shown in the store's publisher login frame (spec §2 My
 * games). Any account name and password sign in: it stands for a publisher's real sign-in page,
 * which no publisher offers this store. One inline script (by CSP nonce) signs in with a same-origin
 * call and posts the publisher account's id and ticket to the store's exact origin.
 * @module
 */
import { PUBLISHER_LOGIN_EVENT } from '@d2d/contract';
import { escapeHtml } from '../../mail/templates.js';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#111;background:#fff}main{max-width:24rem;margin:0 auto}' +
  'h1{font-size:1.3rem}label{display:block;font-weight:600;margin-top:.8rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #595959;border-radius:.25rem}' +
  '.actions{display:flex;gap:.75rem;margin-top:1rem}button{font:inherit;padding:.5rem 1rem;border-radius:.25rem;border:1px solid #1d3f8f;cursor:pointer}' +
  'button.primary{background:#1d3f8f;color:#fff}button.secondary{background:#fff;color:#1d3f8f}:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}' +
  '.help{color:#333;font-size:.9rem}[role=status]{min-height:1.5em;margin-top:1rem}';

const SCRIPT = `(() => {
const config = JSON.parse(document.getElementById('config').textContent);
const statusEl = document.getElementById('status');
const tell = (message) => { if (window.parent !== window) window.parent.postMessage({ event: '${PUBLISHER_LOGIN_EVENT}', ...message }, config.storeOrigin); };
document.getElementById('cancel').addEventListener('click', () => { statusEl.textContent = 'Sign-in cancelled.'; tell({ signedIn: false }); });
document.getElementById('login-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const name = document.getElementById('account-name');
  const password = document.getElementById('account-password');
  if (!name.value.trim() || !password.value) { statusEl.textContent = 'Enter your publisher account name and password.'; (name.value.trim() ? password : name).focus(); return; }
  for (const b of document.querySelectorAll('button')) b.disabled = true;
  statusEl.textContent = 'Signing in…';
  try {
    const res = await fetch(config.loginUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify({ account_name: name.value, password: password.value }) });
    if (!res.ok) throw new Error(String(res.status));
    const answer = await res.json();
    statusEl.textContent = 'Signed in. Returning to the store…';
    tell({ signedIn: true, user_id: answer.user_id, user_ticket: answer.user_ticket });
  } catch (e) {
    statusEl.textContent = 'The sign-in failed. Please try again.';
    for (const b of document.querySelectorAll('button')) b.disabled = false;
  }
});
})();`;

/**
 * The page. Its settings travel as JSON, never interpolated into code.
 * @param storeOrigin - the exact origin the outcome is posted to
 */
export function publisherLoginPage(input: { storeOrigin: string; loginUrl: string; nonce: string }): string {
  const config = JSON.stringify({ storeOrigin: input.storeOrigin, loginUrl: input.loginUrl }).replace(/</g, '\\u003c');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Publisher account sign-in</title><style>${STYLE}</style></head><body><main>` +
    '<h1>Sign in to your publisher account</h1>' +
    '<p class="help">Sandbox publisher: any account name and password sign in.</p>' +
    '<form id="login-form" novalidate>' +
    '<label for="account-name">Publisher account name</label><input id="account-name" name="account_name" autocomplete="username" maxlength="100">' +
    '<label for="account-password">Password</label><input id="account-password" name="password" type="password" autocomplete="current-password" maxlength="128">' +
    '<div class="actions"><button type="submit" class="primary">Sign in</button><button type="button" id="cancel" class="secondary">Cancel</button></div>' +
    '</form><p id="status" role="status"></p></main>' +
    `<script type="application/json" id="config">${config}</script>` +
    `<script nonce="${escapeHtml(input.nonce)}">${SCRIPT}</script></body></html>`
  );
}
