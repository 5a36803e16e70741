/**
 * The sandbox providers' webhooks as one piece of the server: the receiving route for the
 * `sandbox` provider segment, the outbox's sender posting to it, and the job that drains the
 * outbox while the server is up. On only where the sandboxes are (development, or production
 * with `PAYMENT_SANDBOX=1`), like the sandbox pages.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { PREMIUM_DEFAULT_PRICE_MINOR } from '@d2d/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { repeatJob } from '../jobs/repeatingJob.js';
import type { ServerConfig } from '../config.js';
import type { ProviderKind } from './provider.js';
import { paymentProviders, type PaymentProviders } from './registry.js';
import { sandboxProvider } from './sandboxProviders.js';
import { handleSandboxPaymentEvent, type WebhookTargets } from './webhookHandling.js';
import { SANDBOX_WEBHOOK_PROVIDER } from './webhookEvents.js';
import { webhookRoutes } from './webhookRoutes.js';
import { WebhookSender, selfTransport, type WebhookTransport } from './webhookSender.js';

/** How often the outbox is drained while the server is up. */
export const DELIVERY_INTERVAL_MS = 2_000;

/** Options of {@link registerSandboxWebhooks}. */
export interface SandboxWebhooksOptions {
  db: Db;
  now: () => number;
  /** `SANDBOX_WEBHOOK_SECRET` (or derived from `SECRET_KEY`); random per process without either. */
  secret?: string | undefined;
  /** The settings the orders and premium areas complete payments with (see `checkoutRoutes`, `premiumRoutes`). */
  paymentProvider?: ProviderKind | undefined;
  payments?: PaymentProviders | undefined;
  publicUrl?: string | undefined;
  premiumPrice?: number | undefined;
  /** Drain the outbox on a timer (default true); tests drain it themselves. */
  jobs?: boolean | undefined;
  /** How deliveries travel; default this server's own route ({@link selfTransport}). */
  transport?: WebhookTransport | undefined;
}

const senders = new WeakMap<FastifyInstance, WebhookSender>();

/**
 * The sandbox webhook sender of an app, for tests that deliver late, twice or out of order;
 * undefined where the sandboxes are off.
 * @example
 * await sandboxWebhookSender(kit.app)!.drain({ order: 'newest-first', times: 2 });
 */
export function sandboxWebhookSender(app: FastifyInstance): WebhookSender | undefined {
  return senders.get(app);
}

/**
 * Whether the sandbox providers (and so their webhooks) run: always in development, in
 * production only with `PAYMENT_SANDBOX=1`.
 */
export function sandboxesOn(config: Partial<Pick<ServerConfig, 'production' | 'paymentSandbox'>>): boolean {
  return !config.production || config.paymentSandbox === true;
}

/**
 * Registers the webhook route of the sandboxes and their sender on the root app.
 * @example
 * await registerSandboxWebhooks(app, { db, now, secret: config.sandboxWebhookSecret, targets });
 */
export async function registerSandboxWebhooks(app: FastifyInstance, options: SandboxWebhooksOptions): Promise<WebhookSender> {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const { db, now } = options;
  const targets: WebhookTargets = {
    orders: { db, now, payments: options.payments ?? paymentProviders(options.paymentProvider), publicUrl: options.publicUrl },
    premium: { db, now, priceMinor: options.premiumPrice ?? PREMIUM_DEFAULT_PRICE_MINOR, provider: sandboxProvider('hosted') },
  };
  await app.register(webhookRoutes, {
    db,
    now,
    providers: { [SANDBOX_WEBHOOK_PROVIDER]: { secret, onEvent: (ref) => handleSandboxPaymentEvent(targets, ref) } },
  });
  const sender = new WebhookSender({ db, now, secret, transport: options.transport ?? selfTransport(app) });
  senders.set(app, sender);
  if (options.jobs !== false) {
    repeatJob(app, { run: () => sender.drain(), intervalMs: DELIVERY_INTERVAL_MS, firstRunMs: DELIVERY_INTERVAL_MS, failure: 'sandbox webhook delivery failed' });
  }
  return sender;
}
