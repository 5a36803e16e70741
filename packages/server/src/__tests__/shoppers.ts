/**
 * Shoppers made through the accounts area's own calls: sign-up with the captcha solved as the
 * ALTCHA widget solves it, the confirmation link from the outbox, login, and authorised calls.
 * @module
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Method } from './calls.js';
import { mailedToken } from './mailbox.js';

/** Fetches a challenge from the app and solves it as the ALTCHA widget would; returns the payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The sign-up form's fields; `unknown` so tests can send what a form never would. */
export interface SignUpFields {
  user_name?: unknown;
  email?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
  last_name?: unknown;
  gdpr?: unknown;
  subscribe?: unknown;
}

/** POST /api/account/sign_up with a freshly solved captcha (or the one given). */
export async function signUp(app: FastifyInstance, fields: SignUpFields, captcha?: string): Promise<LightMyRequestResponse> {
  const payload = {
    account: { user_name: 'Ana', password: 'secret12', ...fields },
    'g-recaptcha-response': captcha ?? (await solveCaptcha(app)),
  };
  return app.inject({ method: 'POST', url: '/api/account/sign_up', payload });
}

/** POST /api/account/login with e-mail and password. */
export function login(app: FastifyInstance, email: string, password: string, remoteAddress = '203.0.113.7'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password }, remoteAddress });
}

/** A request with the bearer token. */
export function authed(app: FastifyInstance, token: string, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

/** A signed-up and confirmed account: its e-mail, password, id and the sign-up answer's tokens. */
export interface ConfirmedAccount {
  email: string;
  password: string;
  id: number;
  token: string;
  rememberToken: string;
}

/**
 * Signs up and confirms an account through the calls and the mailed link.
 * @example
 * const ana = await confirmedAccount(app, 'ana@example.com');
 * await authed(app, ana.token, 'GET', '/api/account/show');
 */
export async function confirmedAccount(app: FastifyInstance, email: string, password = 'secret12'): Promise<ConfirmedAccount> {
  const res = await signUp(app, { email, password });
  if (res.statusCode !== 201) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  const token = await mailedToken(app, email, 'confirmation');
  const confirmed = await app.inject({ method: 'GET', url: '/d2d/account/confirmation', query: { confirmation_token: token } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  const body = res.json<{ id: number; token: string; remember_token: string }>();
  return { email, password, id: body.id, token: body.token, rememberToken: body.remember_token };
}
