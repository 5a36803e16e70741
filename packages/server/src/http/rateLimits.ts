/**
 * Per-address rate limits with `@fastify/rate-limit` on the calls a script would hammer: login,
 * sign-up, the captcha challenge, the password reset request and reset, the confirmation resend,
 * the newsletter subscriptions, the e-mail change and social login. Over the limit a call answers 429 with
 * `Retry-After` (seconds) from an `onRequest` hook, so no password is hashed and no mail queued.
 *
 * These count every call from an address, successful or not, in the database (`rateLimitStore.ts`),
 * so every instance on it counts together; the spec's login-failure rules
 * (`services/accounts/loginThrottle.ts`, per account and client) are separate and unchanged.
 * The address is `request.ip`, which follows `TRUST_PROXY` behind a proxy; IPv6 addresses count
 * per /64, as one household or host usually has a whole /64.
 * @module
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { ApiError } from './apiError.js';
import { databaseCounterStore } from './rateLimitStore.js';

/** One limit: at most `max` calls per address in `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The limited calls. */
export type RateLimitedCall = 'login' | 'signUp' | 'captcha' | 'passwordResetRequest' | 'passwordReset' | 'confirmationResend' | 'newsletter' | 'emailChange' | 'socialLogin';

/** The limits of every limited call. */
export type RateLimits = Record<RateLimitedCall, RateLimit>;

const MINUTE = 60_000;

/**
 * Defaults sized for real shoppers, several of whom may share one address (a household, an
 * office, a carrier's NAT), while a script gets nowhere: a person types a password a few times
 * a minute, not twenty.
 */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  login: { max: 20, windowMs: MINUTE },
  signUp: { max: 10, windowMs: MINUTE },
  captcha: { max: 30, windowMs: MINUTE },
  passwordResetRequest: { max: 5, windowMs: MINUTE },
  passwordReset: { max: 10, windowMs: MINUTE },
  confirmationResend: { max: 5, windowMs: MINUTE },
  newsletter: { max: 10, windowMs: MINUTE },
  emailChange: { max: 10, windowMs: MINUTE },
  // each call reaches the provider (discovery, token exchange): a script must not drive that
  socialLogin: { max: 20, windowMs: MINUTE },
});

/** The routes of each limited call (`METHOD path` as registered). */
export const RATE_LIMITED_ROUTES: Readonly<Record<RateLimitedCall, readonly string[]>> = Object.freeze({
  login: ['POST /api/account/login'],
  signUp: ['POST /api/account/sign_up'],
  captcha: ['GET /api/captcha/challenge'],
  passwordResetRequest: ['POST /api/account/password'],
  passwordReset: ['PUT /api/account/password'],
  confirmationResend: ['POST /d2d/account/confirmation'],
  newsletter: ['POST /d2d/mailchimp/subscribe', 'POST /d2d/streaming/subscribe'],
  emailChange: ['PATCH /api/account/update_email'],
  socialLogin: ['GET /api/account/auth/:provider/authorize', 'POST /api/account/auth/google', 'POST /api/account/auth/facebook'],
});

/** The 429 answer's message. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** Options of {@link rateLimits}. */
export interface RateLimitsOptions {
  /** Where the counters live: every instance on this database counts together. */
  db: Db;
  /** Limits to change (tests lower them); the rest keep the defaults. */
  limits?: Partial<RateLimits> | undefined;
  /** The clock of the windows (epoch ms); default `Date.now`. */
  now?: (() => number) | undefined;
}

type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Registers the limits for the whole app.
 * @example
 * await app.register(rateLimits, { db, limits: { login: { max: 3, windowMs: 60_000 } } });
 */
export const rateLimits = fp<RateLimitsOptions>(
  async (app, { db, limits = {}, now }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      store: databaseCounterStore({ db, now }),
      errorResponseBuilder: () => new ApiError(429, { message: TOO_MANY_REQUESTS }),
    });
    const byRoute = new Map<string, Limiter>();
    for (const call of Object.keys(RATE_LIMITED_ROUTES) as RateLimitedCall[]) {
      const { max, windowMs } = limits[call] ?? DEFAULT_RATE_LIMITS[call];
      // one counter per call, named by it: logins do not use up the sign-up allowance
      const limiter = app.rateLimit({ max, timeWindow: windowMs, groupId: call }) as Limiter;
      for (const route of RATE_LIMITED_ROUTES[call]) byRoute.set(route, limiter);
    }
    app.addHook('onRequest', async (request, reply) => {
      // Fastify answers HEAD with the GET handler, which does the same work
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const limiter = byRoute.get(`${method} ${request.routeOptions.url}`);
      if (limiter) await limiter(request, reply);
    });
  },
  { name: 'd2d-rate-limits', fastify: '5.x' },
);
