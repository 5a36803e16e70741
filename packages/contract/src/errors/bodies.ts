/**
 * Wire shapes of error bodies (spec §8; docs/decisions.md "Error bodies"). The server builds
 * them, the client parses them before reading a message out of them.
 * @module
 */
import { z } from 'zod';

/**
 * 400: a message and model-state errors, one list of messages per field.
 * @example
 * const body = badRequestBodySchema.parse({ message: 'The request is invalid.', modelState: { email: ['This field is required.'] } });
 */
export const badRequestBodySchema = /* @__PURE__ */ (() =>
  z.object({
    message: z.string(),
    modelState: z.record(z.string(), z.array(z.string())),
  })
)();
/** A 400 body. */
export type BadRequestBody = z.infer<typeof badRequestBodySchema>;

/** 401: the call needs a logged-in user (the client opens login and queues the call). */
export const unauthorizedBodySchema = /* @__PURE__ */ (() =>
  z.object({ message: z.string() })
)();
/** A 401 body. */
export type UnauthorizedBody = z.infer<typeof unauthorizedBodySchema>;

/**
 * 409: a failure with an id (e.g. login 102 and 104, review 801) and the message to show.
 * @example
 * conflictBodySchema.parse({ failureError: { id: 102, message: 'Please confirm your email.' } });
 */
export const conflictBodySchema = /* @__PURE__ */ (() =>
  z.object({
    failureError: z.object({ id: z.number().int(), message: z.string() }),
  })
)();
/** A 409 body. */
export type ConflictBody = z.infer<typeof conflictBodySchema>;

/**
 * The `errors` of a 422: `base` errors about the whole request and a list of messages per field
 * (gift fields, sign-up fields, ...).
 */
export const unprocessableErrorsSchema = /* @__PURE__ */ (() =>
  z
    .object({ base: z.array(z.string()).optional() })
    // optional like `base`: the declarations print this type out, and an optional `base` beside
    // a required index signature is an error (TS2411) in apps that check library declarations
    .catchall(z.array(z.string()).optional())
)();
/** The `errors` of a 422 body. */
export type UnprocessableErrors = z.infer<typeof unprocessableErrorsSchema>;

/**
 * 422: an optional `error_code` (a number, or a numeric string such as '7002'), errors and a
 * message. Cart, checkout and premium calls return it to the caller (spec §8).
 * @example
 * unprocessableBodySchema.parse({ error_code: 4010, errors: { base: ['Email not confirmed'] } });
 */
export const unprocessableBodySchema = /* @__PURE__ */ (() =>
  z.object({
    error_code: z.union([z.number().int(), z.string()]).optional(),
    errors: unprocessableErrorsSchema.optional(),
    message: z.string().optional(),
  })
)();
/** A 422 body. */
export type UnprocessableBody = z.infer<typeof unprocessableBodySchema>;

/** 503: the store is in maintenance (the client goes to /maintenance). */
export const serviceUnavailableBodySchema = /* @__PURE__ */ (() =>
  z.object({ message: z.string() })
)();
/** A 503 body. */
export type ServiceUnavailableBody = z.infer<typeof serviceUnavailableBodySchema>;
