import { loginFailure } from '@d2d/core';

/** The text of a refused social sign-in: the server's failure message, or the login dialog's default (spec §8 Login). */
export function socialFailureText(error: unknown): string {
  const failure = loginFailure(error);
  return failure.kind === 'messages' ? failure.messages.join(' ') : failure.message;
}
