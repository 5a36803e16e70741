import type { FastifyPluginAsync } from 'fastify';
import { PURCHASE_FAIL_CODE } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { PaymentProviders } from '../../payments/registry.js';
import { sandboxRoutes, type HostedPayResult } from '../../payments/sandboxRoutes.js';
import { completePayment } from '../../services/orders/completion.js';
import type { OrdersContext } from '../../services/orders/context.js';
import { expiryJob } from '../../services/orders/expiryJob.js';
import { captureDuePreorders } from '../../services/orders/preorders.js';
import { recoverPayments } from '../../services/orders/recovery.js';
import { abortPayment, endPayment, loadPayment, syncWithProvider } from '../../services/orders/payments.js';
import { registerCheckoutRoutes } from './checkout.js';
import { registerCompletionRoutes } from './completion.js';
import { allowedStoreOrigins, requestOrigin, serverOrigin } from './requests.js';

/** Options of {@link checkoutRoutes}. */
export interface CheckoutRoutesOptions {
  db: Db;
  /** The server's one set of providers (`app.ts`); its `checkout` is the one `PAYMENT_PROVIDER` names. */
  payments: PaymentProviders;
  /** `PUBLIC_URL`: the store's origin. */
  publicUrl?: string;
  /** The clock (epoch ms); tests move it to release pre-orders. */
  now?: () => number;
  /** Run the recovery and pre-order capture jobs on start and then every minute, and the expiry sweeper (default true). */
  jobs?: boolean;
  /** `PAYMENT_EXPIRY_MINUTES`: how long a checkout may stay unpaid (default 30). */
  paymentExpiryMinutes?: number;
}

/** The orders area's knobs an app passes through (`AppOptions.orders`): `payments` replaces the set the settings name (tests). */
export type OrdersOptions = Partial<Pick<CheckoutRoutesOptions, 'payments' | 'jobs' | 'now'>>;

const JOB_INTERVAL_MS = 60_000;

/**
 * The orders area's checkout side: checkout and provider calls (spec §7 Cart, Checkout),
 * purchase completion and its receipt, the sandbox provider's pages, and the background jobs
 * that finish interrupted completions and capture released pre-orders.
 * @example
 * await app.register(checkoutRoutes, { db, payments: paymentProviders('card'), publicUrl: 'https://store.example.com' });
 */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, options) => {
  const ctx: OrdersContext = {
    db: options.db,
    payments: options.payments,
    now: options.now ?? Date.now,
    publicUrl: options.publicUrl,
  };
  registerCheckoutRoutes(app, { ctx, publicUrl: options.publicUrl });
  registerCompletionRoutes(app, ctx);

  await app.register(sandboxRoutes, {
    db: ctx.db,
    now: ctx.now,
    async onPaid(paymentId): Promise<HostedPayResult> {
      const outcome = await completePayment(ctx, paymentId);
      if (outcome?.kind === 'completed') return { status: 'success', payment_id: paymentId };
      if (outcome?.kind === 'failed') return { status: 'failed', payment_id: paymentId, error_code: outcome.code, message: outcome.message };
      if (outcome?.kind === 'declined') return { status: 'failed', payment_id: paymentId, error_code: PURCHASE_FAIL_CODE.declined, message: outcome.message };
      return { status: 'pending', payment_id: paymentId };
    },
    async onDeclined(paymentId, failure) {
      const payment = await loadPayment(ctx.db, paymentId);
      if (payment && (await endPayment(ctx.db, payment, { status: 'failed', code: PURCHASE_FAIL_CODE.declined, message: failure.message, now: ctx.now() }))) {
        await syncWithProvider(ctx, paymentId);
      }
    },
    async onCancelled(paymentId) {
      if (await abortPayment(ctx.db, paymentId, ctx.now())) await syncWithProvider(ctx, paymentId);
    },
    storeOrigins: (request) => allowedStoreOrigins(request, options.publicUrl),
    // the sandbox pages are served by this server; live providers would add their own origins
    providerOrigins: (request) => [...new Set([requestOrigin(request), serverOrigin(request, options.publicUrl)])],
  });

  if (options.jobs !== false) {
    let running: Promise<unknown> | null = null;
    const runJobs = () => {
      running ??= recoverPayments(ctx)
        .then(() => captureDuePreorders(ctx.db, ctx.now(), ctx.payments))
        .catch((error: unknown) => app.log.error({ err: error }, 'payment jobs failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    const timer = setInterval(runJobs, JOB_INTERVAL_MS);
    timer.unref();
    // before the first request: finish completions a crash interrupted
    app.addHook('onReady', async () => {
      await runJobs();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    await app.register(expiryJob, { ctx, expiryMinutes: options.paymentExpiryMinutes });
  }
};
