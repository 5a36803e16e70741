/**
 * Reading a request's query, body and path ids at the route boundary, for every area.
 * @module
 */
import type { z } from 'zod';
import { ApiError } from './apiError.js';

/**
 * Parses a query string or body with a contract schema. Failures become a 400 with model-state
 * errors keyed by the wire field name (`search.keywords`, `shelves.0.name`), never a 500.
 * @param schema - the contract schema
 * @param value - `request.query` or `request.body`
 * @param where - the key used for errors about the value as a whole
 * @returns the parsed value
 * @throws ApiError 400 with `modelState` when the value does not fit the schema
 * @example
 * const query = parseRequestInput(findpageQuerySchema, request.query, 'query');
 */
export function parseRequestInput<S extends z.ZodType>(schema: S, value: unknown, where: 'query' | 'body' | 'params'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw ApiError.badRequest(modelStateOf(result.error, where));
}

/**
 * Groups zod issues into model-state lists keyed by their dotted path, for routes that answer
 * some field errors differently (a 422 on a form field instead of the 400).
 * @param error - the failed parse
 * @param where - the key for issues about the value as a whole
 * @returns `{ 'field.path': [messages] }`
 */
export function modelStateOf(error: z.ZodError, where: string): Record<string, string[]> {
  const modelState: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
    (modelState[key] ??= []).push(issue.message);
  }
  return modelState;
}

/**
 * A positive integer id from a path segment, or a 404 (an id that cannot exist names nothing).
 * @param params - `request.params`
 * @param name - the segment's name
 * @param message - the 404's message
 * @returns the id
 * @example
 * const id = pathId(request.params, 'id');
 */
export function pathId(params: unknown, name: string, message = 'Not found'): number {
  const raw = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw ApiError.notFound(message);
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw ApiError.notFound(message);
  return id;
}
