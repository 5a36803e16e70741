import { MESSAGES } from '@d2d/contract';
import { ACCOUNT_TEXT, tooLong } from './failures.js';

/** The part of a zod issue the server reads (kept structural so zod stays the contract's dependency). */
interface Issue {
  readonly code: string;
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
  readonly expected?: unknown;
  readonly maximum?: unknown;
  readonly minimum?: unknown;
  readonly origin?: unknown;
  readonly keys?: readonly string[];
}

/** A contract schema, seen through `safeParse` only. */
export interface ContractSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** Either the parsed body or its errors by field, ready for a 400 model-state or 422 body. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string[]> };

/**
 * Wire field name of an issue path: the `account` wrapper is dropped, nested fields are joined
 * with dots (`address.city`), and the whole body is `base`.
 */
function fieldOf(path: ReadonlyArray<PropertyKey>, rename: Readonly<Record<string, string>>): string {
  const parts = path.map(String);
  if (parts[0] === 'account') parts.shift();
  const name = parts.join('.') || 'base';
  return rename[name] ?? name;
}

/** The shopper-facing text of an issue: the §5 message the contract attached, or ours. */
function messageOf(issue: Issue): string {
  if (issue.code === 'invalid_type') return issue.expected === 'boolean' ? ACCOUNT_TEXT.mustBeBoolean : MESSAGES.fieldRequired;
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') return tooLong(issue.maximum);
  // an empty string where text is needed (`min(1)`) is a missing field to the shopper
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return MESSAGES.fieldRequired;
  return issue.message;
}

/**
 * Parses a request body or query with a contract schema (spec §7's shapes, §5's messages) and
 * turns its issues into the wire's `{ field: [messages] }`.
 * @param rename wire names for fields whose body key differs from the form's (`g-recaptcha-response` → `captcha`)
 * @example
 * const parsed = parseInput(signUpBodySchema, request.body, { 'g-recaptcha-response': 'captcha' });
 * if (!parsed.ok) throw ApiError.unprocessable(undefined, parsed.errors);
 */
export function parseInput<T>(schema: ContractSchema<T>, input: unknown, rename: Readonly<Record<string, string>> = {}): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) add(fieldOf([...issue.path, key], rename), ACCOUNT_TEXT.unknownField);
    } else {
      add(fieldOf(issue.path, rename), messageOf(issue));
    }
  }
  return { ok: false, errors };
}
