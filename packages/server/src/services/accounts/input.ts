/** Loose request values read before (or beside) the contract's schemas. */

/** A plain object, or an empty one for anything else (arrays, strings, null). */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Trimmed, lower-cased e-mail as stored and looked up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
