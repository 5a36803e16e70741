/**
 * Zod-free readers of the error bodies of `bodies.ts`, for the rules that only need to read a
 * message out of a failure (`resolveUnprocessable`, `resolveLoginFailure`, ...): a client that
 * shows errors then bundles no zod. Each accepts exactly what its schema accepts (a test keeps
 * them in step) and returns `undefined` for anything else.
 * @module
 */
import type { BadRequestBody, ConflictBody, UnprocessableBody, UnprocessableErrors } from './bodies.js';

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function readErrors(value: unknown): UnprocessableErrors | undefined {
  if (!isFields(value)) return undefined;
  // every field is optional in the schema (see unprocessableErrorsSchema), so an undefined list
  // is a missing field, not a wrong shape
  const entries = Object.entries(value).filter(([, list]) => list !== undefined);
  if (!entries.every(([, list]) => isStringList(list))) return undefined;
  // fromEntries defines own properties, so a `__proto__` key from JSON stays a plain field
  return Object.fromEntries(entries) as UnprocessableErrors;
}

/**
 * Reads a 422 body (see `unprocessableBodySchema`).
 * @param body - The parsed JSON of the response (any value).
 * @returns The body with its known fields, or `undefined` when it is not a 422 shape.
 * @example
 * readUnprocessableBody({ error_code: '7002', message: 'No.' }); // { error_code: '7002', message: 'No.' }
 */
export function readUnprocessableBody(body: unknown): UnprocessableBody | undefined {
  if (!isFields(body)) return undefined;
  const { error_code: code, errors, message } = body;
  if (code !== undefined && !isInteger(code) && typeof code !== 'string') return undefined;
  if (message !== undefined && typeof message !== 'string') return undefined;
  const readErrorsValue = errors === undefined ? undefined : readErrors(errors);
  if (errors !== undefined && readErrorsValue === undefined) return undefined;
  return {
    ...(code === undefined ? {} : { error_code: code }),
    ...(readErrorsValue === undefined ? {} : { errors: readErrorsValue }),
    ...(message === undefined ? {} : { message }),
  };
}

/**
 * Reads a 409 body (see `conflictBodySchema`).
 * @param body - The parsed JSON of the response (any value).
 * @returns The failure id and message, or `undefined` when it is not a 409 shape.
 */
export function readConflictBody(body: unknown): ConflictBody | undefined {
  if (!isFields(body) || !isFields(body.failureError)) return undefined;
  const { id, message } = body.failureError;
  return isInteger(id) && typeof message === 'string' ? { failureError: { id, message } } : undefined;
}

/**
 * Reads a 400 body (see `badRequestBodySchema`).
 * @param body - The parsed JSON of the response (any value).
 * @returns The message and model-state errors, or `undefined` when it is not a 400 shape.
 */
export function readBadRequestBody(body: unknown): BadRequestBody | undefined {
  if (!isFields(body) || typeof body.message !== 'string' || !isFields(body.modelState)) return undefined;
  const entries = Object.entries(body.modelState);
  if (!entries.every(([, list]) => isStringList(list))) return undefined;
  return { message: body.message, modelState: Object.fromEntries(entries) as Record<string, string[]> };
}
