import type { Generated, Selectable } from 'kysely';

/** Tables of the payment webhooks (migration `0014_webhook_outbox`). */
export interface WebhookTables {
  webhook_outbox: WebhookOutboxTable;
  webhook_events_seen: WebhookEventSeenTable;
}

/**
 * A webhook the sandbox provider owes the server: written in the same transaction as the ledger
 * change it reports, pruned 7 days after delivery (services/maintenance); a delivery job posts it until it is acknowledged with a 2xx.
 */
export interface WebhookOutboxTable {
  /** The event id (`evt_…`), unique: the receiver drops a second delivery of it. */
  id: string;
  /** The receiving route's provider segment (`sandbox`). */
  provider: string;
  /** `payment.approved`, `payment.captured`, … */
  type: string;
  /** The provider's payment ref the event is about. */
  ref: string;
  /** The JSON body, byte for byte what is signed and sent. */
  body: string;
  created_at: number;
  attempts: Generated<number>;
  /** Not before this instant (epoch ms): the backoff of a failed attempt, or another sender's lease. */
  next_attempt_at: number;
  delivered_at: number | null;
  /** The HTTP status (or 0 for no answer) of the last attempt. */
  last_status: number | null;
}
export type WebhookOutboxRow = Selectable<WebhookOutboxTable>;

/** An event the webhook route has handled: a repeat of its id changes nothing. */
export interface WebhookEventSeenTable {
  id: string;
  provider: string;
  received_at: number;
}
