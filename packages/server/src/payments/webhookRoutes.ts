/**
 * `POST /api/payments/webhooks/:provider`: where providers report payment changes. The body is
 * read raw (the signature covers its exact bytes), the `D2D-Signature` header is verified in
 * constant time within a 300 s window of the server's clock, and a delivery that is unsigned,
 * mis-signed, stale or malformed is answered 400 and changes nothing. A verified event is
 * handled once per event id; a repeat is acknowledged without acting again.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/apiError.js';
import { eventSeen, rememberEvent } from './data/webhooks.js';
import { SIGNATURE_HEADER, verifySignature } from './webhookSignature.js';

/** The largest webhook body accepted. */
const BODY_LIMIT = 64 * 1024;

const eventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9]{1,64}$/),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({ ref: z.string().min(1).max(200) }).passthrough(),
});

/** A provider whose webhooks this server accepts. */
export interface WebhookProvider {
  /** The shared secret its deliveries are signed with. */
  secret: string;
  /** Acts on a verified, first-seen event about the provider payment `ref`. */
  onEvent(ref: string, type: string): Promise<void>;
}

/** Options of {@link webhookRoutes}. */
export interface WebhookRoutesOptions {
  db: Db;
  now: () => number;
  /** The providers by path segment; any other segment is 404. */
  providers: Readonly<Record<string, WebhookProvider>>;
}

/** The refusal of a delivery that does not verify. */
export const SIGNATURE_REFUSED = 'The webhook signature is missing, invalid or too old.';

/**
 * The webhook route. Registered in its own scope: its raw-text body parser replaces the JSON one
 * for this route only.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/api/payments/webhooks/:provider', { bodyLimit: BODY_LIMIT }, async (request) => {
    const { provider: name } = request.params as { provider: string };
    const provider = Object.hasOwn(options.providers, name) ? options.providers[name] : undefined;
    if (!provider) throw ApiError.notFound('No webhooks are accepted for this provider.');
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[SIGNATURE_HEADER];
    const problem = verifySignature(Array.isArray(header) ? header[0] : header, raw, provider.secret, options.now());
    if (problem) throw ApiError.badRequest({ signature: [SIGNATURE_REFUSED] });
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    const event = eventSchema.safeParse(parsed);
    if (!event.success) throw ApiError.badRequest({ body: ['The webhook body is not an event.'] });
    const { id, type, data } = event.data;
    if (await eventSeen(options.db, id)) return { received: true };
    await provider.onEvent(data.ref, type);
    // remembered after acting: a crash in between is a redelivery, which acts again harmlessly
    await rememberEvent(options.db, { id, provider: name, now: options.now() });
    return { received: true };
  });
};
