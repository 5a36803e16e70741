import type { z } from 'zod';
import type { HttpMethod, PathParamNames, PathParams, RouteDefinition } from '../routes/route.js';

export type { HttpMethod, PathParamNames, PathParams };

/**
 * One call of the API (spec §7): its route (method, path with `:param` segments, whether it
 * needs the shopper's login), the schemas of its query, body and answer, and what it does.
 */
export interface EndpointDefinition extends RouteDefinition {
  /** What the call does, in a line. */
  readonly summary: string;
  /** Schema of the query string, coercing strings to numbers and booleans. */
  readonly query?: z.ZodType;
  /** Schema of the JSON body. */
  readonly body?: z.ZodType;
  /** Schema of a successful answer. */
  readonly response: z.ZodType;
}

/** The query an endpoint takes, as a caller writes it (before coercion). */
export type QueryOf<E extends EndpointDefinition> = E['query'] extends z.ZodType ? z.output<E['query']> : never;
/** The body an endpoint takes. */
export type BodyOf<E extends EndpointDefinition> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The answer of an endpoint after parsing. */
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;
