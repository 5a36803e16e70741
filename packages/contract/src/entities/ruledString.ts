import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/**
 * A string field checked by one of the contract's §5 validation rules, so a request body and
 * the form it comes from reject the same input with the same message. Internal to the entities.
 * @param validate - a rule from `validation/` returning the message, or `null` when valid
 * @param options - `trim` (default true) trims before the rule runs and in the output;
 *   passwords pass `false` since spaces count as characters
 * @returns a string schema whose issues carry the rule's message
 */
export function ruledString(
  validate: (value: string) => string | null,
  options: { trim?: boolean; max?: number } = {},
) {
  const base = z.string({ error: MESSAGES.fieldRequired });
  const trimmed = options.trim === false ? base : base.trim();
  // a hard ceiling keeps absurd payloads out before any rule runs
  return trimmed.max(options.max ?? 10_000).superRefine((value, ctx) => {
    const message = validate(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}
