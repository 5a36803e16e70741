import type { z } from 'zod';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API (spec §7): method, path (with `:param` segments), whether it needs the
 * shopper's login, and the schemas of its query, body and answer.
 */
export interface EndpointDefinition {
  /** The HTTP method. */
  readonly method: HttpMethod;
  /** The path below the API base, `:name` for a path parameter (fill with `buildPath`). */
  readonly path: string;
  /** True when the call needs the login token (a 401 opens the login dialog). */
  readonly auth: boolean;
  /** Schema of the query string, coercing strings to numbers and booleans. */
  readonly query?: z.ZodType;
  /** Schema of the JSON body. */
  readonly body?: z.ZodType;
  /** Schema of a successful answer. */
  readonly response: z.ZodType;
  /** Set when spec §7 does not show this path and the contract chose it (DECISIONS.md). */
  readonly chosen?: true;
  /** What the call does, in a line. */
  readonly summary: string;
}

/** The names of the `:param` segments of a path, as a union. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:param` segments. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** The query an endpoint takes, as a caller writes it (before coercion). */
export type QueryOf<E extends EndpointDefinition> = E['query'] extends z.ZodType ? z.output<E['query']> : never;
/** The body an endpoint takes. */
export type BodyOf<E extends EndpointDefinition> = E['body'] extends z.ZodType ? z.input<E['body']> : never;
/** The answer of an endpoint after parsing. */
export type ResponseOf<E extends EndpointDefinition> = z.output<E['response']>;
