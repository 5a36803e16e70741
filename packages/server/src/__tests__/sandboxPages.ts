/**
 * The sandbox payment provider's hosted page as a shopper uses it: the `call_url` a checkout or
 * a subscription answers, and the Pay button on it.
 * @module
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The card the sandbox always accepts. */
export const SUCCESS_CARD = '4242 4242 4242 4242';

/** The path and query of a sandbox `call_url` (inject takes paths). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/**
 * Presses Pay on the sandbox hosted page of a `call_url`.
 * @example
 * const paid = await payHosted(app, answer.call_url);
 * expect(paid.json()).toMatchObject({ status: 'success' });
 */
export function payHosted(app: FastifyInstance, callUrl: string, card = SUCCESS_CARD): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `${new URL(callUrl).pathname}/pay`, payload: { card_number: card } });
}
