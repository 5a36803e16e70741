import type { EndpointDefinition, HttpMethod } from '@d2d/contract';
import type { Store } from '@d2d/core';

/** A call the reference server answers but the contract's endpoint table does not list yet. */
export interface UnlistedCall<T> {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Checks the answer's shape (a structural guard in place of a zod schema). */
  guard: (value: unknown) => value is T;
  body?: unknown;
}

/**
 * Sends a call that is not in the contract's endpoint table through core's transport, so it
 * still carries the fingerprint header and gets the generic error routing. The answer is
 * checked with `guard` instead of a schema. Used for the captcha challenge and the sandbox card
 * confirmation until the contract lists them.
 * @param store - The page's store.
 * @param call - Method, path, body and the answer's guard.
 * @param signal - Aborts the call.
 * @returns The checked answer.
 * @throws TypeError when the answer does not pass the guard.
 */
export async function callUnlisted<T>(store: Store, call: UnlistedCall<T>, signal?: AbortSignal): Promise<T> {
  const response = {
    safeParse: (value: unknown) => (call.guard(value) ? { success: true, data: value } : { success: false, error: new TypeError(`${call.path} answered an unexpected shape`) }),
  } as unknown as EndpointDefinition['response'];
  // only an object with `safeParse` is needed by the transport; the body is sent as is
  const bodyPassThrough = { safeParse: (value: unknown) => ({ success: true, data: value }) } as unknown as EndpointDefinition['body'];
  const endpoint = { method: call.method, path: call.path, auth: false, response, body: bodyPassThrough, summary: call.summary } satisfies EndpointDefinition;
  const answer: unknown = await store.api.transport.call(endpoint, {
    ...(call.body === undefined ? {} : { body: call.body as never }),
    ...(signal ? { signal } : {}),
  });
  if (!call.guard(answer)) throw new TypeError(`${call.path} answered an unexpected shape`);
  return answer;
}
