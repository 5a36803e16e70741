/**
 * Calls of the reference server's sandbox payment providers (`/sandbox/...`). They stand in for
 * a real provider's client library (Stripe.js confirming a card), so they are not in the
 * contract's table of the store's API; they go over the same transport, and each answer is
 * checked here by hand, which keeps zod out of clients that do not validate.
 * @module
 */
import type { RouteDefinition } from '@d2d/contract';
import { ResponseShapeError } from '../errors.js';
import type { RequestOptions, Transport } from '../transport.js';

/** The sandbox card confirmation: the client secret of a card payment and the card's digits. */
export interface SandboxCardConfirmBody {
  client_secret: string;
  card_number: string;
}

/**
 * The sandbox's answer to a card confirmation: the payment went through, the card was declined
 * (with the provider's message and decline code), or the card asks for 3-D Secure: the shopper
 * answers the sandbox's challenge page at `challenge_url` first.
 */
export type SandboxCardConfirmAnswer =
  | { status: 'succeeded'; payment_id?: number | string }
  | { status: 'failed'; message: string | null; code: string | null }
  | { status: 'requires_action'; challenge_url: string };

const CARD_CONFIRM = { method: 'POST', path: '/sandbox/card/confirm', auth: false } as const satisfies RouteDefinition;

function cardConfirmAnswer(value: unknown): SandboxCardConfirmAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  if (answer.status === 'succeeded') {
    const id = answer.payment_id;
    return typeof id === 'number' || typeof id === 'string' ? { status: 'succeeded', payment_id: id } : { status: 'succeeded' };
  }
  if (answer.status === 'failed') return { status: 'failed', message: text(answer.message), code: text(answer.code) };
  if (answer.status === 'requires_action') {
    const next = answer.next_action as Record<string, unknown> | null | undefined;
    const url = typeof next === 'object' && next !== null ? text(next.url) : null;
    return url ? { status: 'requires_action', challenge_url: url } : null;
  }
  return null;
}

/** `store.api.sandbox`. */
export class SandboxApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Confirms a card payment with the sandbox card provider (`POST /sandbox/card/confirm`), as a
   * real provider's client library would. Stripe's public test numbers apply: 4242 4242 4242 4242
   * succeeds, 4000 0000 0000 0002 is declined.
   * @param body - The payment's client secret (from `stripePay`) and the card number.
   * @param options - Abort signal and error handling.
   * @returns Whether the card went through, with the decline's message when it did not.
   * @throws ApiError for an error status (an unknown secret is 404); ResponseShapeError when the
   *   answer is neither a success nor a decline.
   * @example
   * const { client_secret } = await store.api.checkout.stripePay({ redirect_url: location.href });
   * const answer = await store.api.sandbox.confirmCard({ client_secret, card_number: '4242424242424242' });
   */
  async confirmCard(body: SandboxCardConfirmBody, options?: RequestOptions): Promise<SandboxCardConfirmAnswer> {
    const value = await this.#t.call(CARD_CONFIRM, { ...options, body });
    const answer = cardConfirmAnswer(value);
    if (!answer) throw new ResponseShapeError(`${CARD_CONFIRM.method} ${CARD_CONFIRM.path}`, 200, value, undefined);
    return answer;
  }
}
