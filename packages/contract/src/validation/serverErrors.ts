/**
 * Server field errors attached to form fields (spec §5: "Server field errors attach to the
 * matching field, joined with commas").
 * @module
 */

/**
 * Joins one field's server messages with commas.
 * @param messages - The messages for one field (a list, a single text, or nothing).
 * @returns The joined text; empty when there is nothing to show.
 * @example
 * joinFieldErrors(['is too long', 'is invalid']); // 'is too long, is invalid'
 */
export function joinFieldErrors(messages: readonly string[] | string | null | undefined): string {
  if (messages === null || messages === undefined) return '';
  const list = typeof messages === 'string' ? [messages] : messages;
  return list
    .map((message) => message.trim())
    .filter((message) => message !== '')
    .join(', ');
}

/**
 * Turns a server error record (a 422 `errors` or a 400 `modelState`) into one text per field,
 * ready to attach to the form. `base` is not a field and is left out.
 * @param errors - Messages by field name.
 * @returns Joined messages by field; fields with nothing to show are absent.
 * @example
 * fieldErrorsFromServer({ base: ['Checkout failed'], gift_email: ['is invalid', 'is blocked'] });
 * // { gift_email: 'is invalid, is blocked' }
 */
export function fieldErrorsFromServer(
  errors: Readonly<Record<string, readonly string[] | string | null | undefined>> | null | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  if (!errors) return result;
  for (const [field, messages] of Object.entries(errors)) {
    if (field === 'base') continue;
    const joined = joinFieldErrors(messages);
    if (joined !== '') result[field] = joined;
  }
  return result;
}
