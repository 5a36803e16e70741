/**
 * The error a completion step throws when the order must not happen as priced.
 * @module
 */

/** A completion that must not happen as priced; the transaction rolls back and the payment is voided. */
export class CompletionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompletionRefused';
  }
}
