/**
 * The local identity provider: a real OpenID Connect provider (`oidc-provider`) on loopback for
 * development and tests, where whoever signs in picks one of the test identities. It stands in
 * for Google and Facebook (one client each), so the store's social buttons and every server rule
 * behind them run offline. Never part of a production server: the settings refuse it there.
 * @module
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialProvider } from '@d2d/contract';
import type { Configuration, default as Provider } from 'oidc-provider';
import type { SocialProviderSettings } from './settings.js';
import { identityPickerPage, localIdpErrorPage } from './localIdpPages.js';
import { memoryAdapter } from './memoryAdapter.js';
import { TEST_IDENTITIES, identityClaims, testIdentity } from './testIdentities.js';

/** Options of {@link startLocalIdentityProvider}. */
export interface LocalIdpOptions {
  /** Port on 127.0.0.1; 0 (default) takes any free one. */
  port?: number;
  /**
   * Extra store pages the providers may send shoppers back to (`https://store.example.com/`).
   * Any `http://localhost:<port>/` or `http://127.0.0.1:<port>/` is always allowed.
   */
  redirectUris?: readonly string[];
}

/** A running local identity provider. */
export interface LocalIdp {
  /** Its issuer (`http://127.0.0.1:<port>`). */
  issuer: string;
  /** The store's settings for the providers it stands in for. */
  providers: SocialProviderSettings[];
  close(): Promise<void>;
}

const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
const clientId = (provider: SocialProvider) => `local-${provider}`;
const SCOPE = 'openid email profile';

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      // the picking form sends a few bytes; anything large is not ours
      if (body.length > 4096) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // no form-action: the picking form's redirects end on the store, on whatever origin it runs
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

/** The provider's configuration: two confidential clients, the test identities, PKCE, no consent screen. */
function configuration(redirectUris: readonly string[], cookieKey: string): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local-idp', use: 'sig', alg: 'RS256' };
  return {
    clients: PROVIDERS.map((provider) => ({
      client_id: clientId(provider),
      client_secret: `local-${provider}-secret`,
      // a native client may come back to a loopback page on any port (RFC 8252): the store's port
      application_type: 'native',
      redirect_uris: ['http://localhost/', 'http://127.0.0.1/', ...redirectUris.filter((uri) => uri.startsWith('https://'))],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    adapter: memoryAdapter(),
    jwks: { keys: [jwk as never] },
    cookies: { keys: [cookieKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // the profile claims go into the ID token as well, as Google's do
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // a sign-in takes a minute at most; nothing outlives the process (in-memory storage)
    ttl: { Interaction: 10 * 60, Session: 60 * 60, Grant: 60 * 60, AccessToken: 10 * 60, AuthorizationCode: 60, IdToken: 10 * 60 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const identity = testIdentity(sub);
      if (!identity) return undefined;
      return { accountId: identity.id, claims: async () => identityClaims(identity) as { sub: string } };
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = localIdpErrorPage(String(out.error_description ?? out.error ?? 'The sign-in could not go on.'));
    },
  };
}

/**
 * Starts the local identity provider on 127.0.0.1.
 * @example
 * const idp = await startLocalIdentityProvider({ port: 0 });
 * const app = await buildApp({ db, config: { ...config, socialProviders: idp.providers } });
 * // …
 * await idp.close();
 */
export async function startLocalIdentityProvider(options: LocalIdpOptions = {}): Promise<LocalIdp> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  // loaded only when started: a production server never reads it (and Node 20 gets its warning only here)
  const { default: OidcProvider } = await import('oidc-provider');
  const provider: Provider = new OidcProvider(issuer, configuration(options.redirectUris ?? [], randomBytes(32).toString('hex')));
  const oidc = provider.callback();

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) => {
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(res, 400, localIdpErrorPage('This sign-in has expired. Go back to the store and start again.'));
      return;
    }
    if (details.uid !== uid) {
      sendHtml(res, 400, localIdpErrorPage('This sign-in belongs to another browser window.'));
      return;
    }
    const provided = PROVIDERS.find((p) => clientId(p) === details.params.client_id);
    if (!provided) {
      sendHtml(res, 400, localIdpErrorPage('Unknown client.'));
      return;
    }
    if (details.prompt.name === 'consent' && details.session?.accountId) {
      // the store is the provider's own app: every scope it asks for is granted without a screen
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: clientId(provided) });
      if (!grant) throw new Error('grant expired');
      grant.addOIDCScope(SCOPE);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (req.method === 'GET' && action === undefined) {
      sendHtml(res, 200, identityPickerPage(provided, uid, TEST_IDENTITIES.filter((i) => i.provider === provided)));
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const picked = testIdentity(form.get('identity') ?? '');
      if (!picked || picked.provider !== provided) {
        sendHtml(res, 400, localIdpErrorPage('Pick one of the listed identities.'));
        return;
      }
      await provider.interactionFinished(req, res, { login: { accountId: picked.id } }, { mergeWithLastSubmission: false });
      return;
    }
    if (req.method === 'POST' && action === 'cancel') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The sign-in was cancelled.' }, { mergeWithLastSubmission: false });
      return;
    }
    sendHtml(res, 404, localIdpErrorPage('Not found.'));
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|cancel))?\/?(?:\?.*)?$/.exec(req.url ?? '');
    if (!match) {
      oidc(req, res);
      return;
    }
    interaction(req, res, match[1]!, match[2]).catch(() => {
      if (!res.headersSent) sendHtml(res, 500, localIdpErrorPage('The sign-in failed. Go back to the store and start again.'));
      else res.end();
    });
  });

  return {
    issuer,
    providers: PROVIDERS.map((p) => ({
      provider: p,
      // Facebook's kind: plain OAuth with a user-info call, as the real one is reached
      kind: p === 'google' ? 'oidc' : 'oauth',
      clientId: clientId(p),
      clientSecret: `local-${p}-secret`,
      issuer,
      authorizationEndpoint: `${issuer}/auth`,
      tokenEndpoint: `${issuer}/token`,
      userinfoEndpoint: `${issuer}/me`,
      scope: SCOPE,
      allowInsecureRequests: true,
      // one browser session serves both "providers": the picking page must ask every time, or a
      // Facebook link would quietly reuse the identity picked for Google
      prompt: 'login',
    })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
