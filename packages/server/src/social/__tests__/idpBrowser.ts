/**
 * A tiny browser for the local identity provider in tests: follows its redirects with a cookie
 * jar, picks a test identity on its page and stops at the store page it sends the shopper back to.
 * @module
 */

/** Where the provider sent the shopper back: the store page with `code`, `state` (and `iss`). */
export interface ProviderReturn {
  url: URL;
  code: string | null;
  state: string | null;
  iss: string | null;
  error: string | null;
}

function isStorePage(url: URL, storeOrigin: string): boolean {
  return url.origin === storeOrigin;
}

/**
 * Opens the authorization URL, picks `identity` (or cancels with `'cancel'`) and follows the
 * provider until it redirects to `storeOrigin`.
 * @example
 * const back = await signInAtProvider(auth.authorization_url, 'google-sam-okafor', 'https://store.test');
 */
export async function signInAtProvider(authorizationUrl: string, identity: string, storeOrigin: string): Promise<ProviderReturn> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    remember(res);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      if (isStorePage(url, storeOrigin)) {
        const p = url.searchParams;
        return { url, code: p.get('code'), state: p.get('state'), iss: p.get('iss'), error: p.get('error') };
      }
      continue;
    }
    const html = await res.text();
    if (!res.ok) throw new Error(`the provider answered ${res.status}: ${html.slice(0, 300)}`);
    // the identity page: post the chosen form
    const action = identity === 'cancel' ? /action="([^"]+\/cancel)"/.exec(html)?.[1] : /action="([^"]+\/login)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
    if (identity !== 'cancel' && !html.includes(`value="${identity}"`)) throw new Error(`the page does not offer ${identity}`);
    url = new URL(action, url);
    method = 'POST';
    body = identity === 'cancel' ? '' : new URLSearchParams({ identity }).toString();
  }
  throw new Error('the provider redirected too often');
}
