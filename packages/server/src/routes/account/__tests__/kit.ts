/**
 * Test kit of the accounts area: a real app on a real SQLite file in a temp dir, a movable clock,
 * a real captcha solver and readers of the dev mailbox.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../app.js';
import { openDatabase, type Db } from '../../../db/database.js';
import { migrateToLatest } from '../../../db/migrate.js';
import { COUNTRIES } from '../../../seed/countries.js';
import type { AccountsOptions } from '../../../services/accounts/context.js';

/** The origin links in test mails point to. */
export const STORE = 'https://store.test';

/** Cheap settings so a test run takes seconds; production defaults are tested on their own. */
export const CHEAP: AccountsOptions = {
  passwordCost: { N: 2 ** 10, r: 8, p: 1 },
  captchaDifficulty: { cost: 10, minCounter: 5, maxCounter: 30 },
};

export interface TestStore {
  app: FastifyInstance;
  db: Db;
  /** The injected clock (epoch ms); move it with `advance`. */
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

/** A fresh database file with the countries, and an app on it. */
export async function startTestStore(
  options: {
    accounts?: AccountsOptions;
    config?: Partial<AppOptions['config']>;
    /** Per-address limits to change (tests that send bursts from one address raise them). */
    rateLimits?: AppOptions['rateLimits'];
    /** Adds routes (of a test) before the app starts. */
    extend?: (app: FastifyInstance, db: Db) => void;
  } = {},
): Promise<TestStore> {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-accounts-'));
  const db = openDatabase(join(dir, 'store.db'));
  await migrateToLatest(db);
  await db
    .insertInto('countries')
    .values(COUNTRIES.map(([country_code_id, country_full_name, code2]) => ({ country_code_id, country_full_name, code2 })))
    .execute();
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildApp({
    db,
    config: { maintenance: false, publicUrl: STORE, devMailbox: true, ...options.config },
    accounts: { ...CHEAP, now: () => clock.now, ...options.accounts },
    rateLimits: options.rateLimits,
  });
  options.extend?.(app, db);
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fetches a challenge from the app and solves it as the ALTCHA widget would; returns the payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

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
export function authed(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

export interface MailItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
  sent_at: number | null;
  links: string[];
}

/** The outbox through the dev mailbox, newest first. */
export async function mailbox(app: FastifyInstance, to?: string): Promise<MailItem[]> {
  const res = await app.inject({ method: 'GET', url: '/dev/mail.json', query: to ? { to } : {} });
  return res.json<{ items: MailItem[] }>().items;
}

/** The token of the newest mailed link to `route` (confirmation, reconfirmation, reset-password) for `to`. */
export async function mailedToken(app: FastifyInstance, to: string, route: string): Promise<string> {
  for (const mail of await mailbox(app, to)) {
    for (const link of mail.links) {
      const match = new RegExp(`^${STORE.replace(/\./g, '\\.')}/#!/${route}/([\\w-]+)$`).exec(link);
      if (match?.[1]) return match[1];
    }
  }
  throw new Error(`no ${route} link mailed to ${to}`);
}

/** Signs up and confirms an account; returns its e-mail and the sign-up answer's tokens. */
export async function confirmedAccount(app: FastifyInstance, email: string, password = 'secret12') {
  const res = await signUp(app, { email, password });
  if (res.statusCode !== 201) throw new Error(`sign-up: ${res.statusCode} ${res.body}`);
  const token = await mailedToken(app, email, 'confirmation');
  const confirmed = await app.inject({ method: 'GET', url: '/d2d/account/confirmation', query: { confirmation_token: token } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  const body = res.json<{ id: number; token: string; remember_token: string }>();
  return { email, password, id: body.id, token: body.token, rememberToken: body.remember_token };
}
