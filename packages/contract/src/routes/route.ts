/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where one call of the API (spec §7) goes: method, path (with `:param` segments), whether it
 * needs the shopper's login. The schemas and the summary live beside it in the `endpoints`
 * table; a route alone carries neither, so a client that does not validate ships no zod and no
 * documentation strings.
 */
export interface RouteDefinition {
  /** The HTTP method. */
  readonly method: HttpMethod;
  /** The path below the API base, `:name` for a path parameter (fill with `buildPath`). */
  readonly path: string;
  /** True when the call needs the login token (a 401 opens the login dialog). */
  readonly auth: boolean;
  /** Set when spec §7 does not show this path and the contract chose it (DECISIONS.md). */
  readonly chosen?: true;
}

/** The names of the `:param` segments of a path, as a union. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's `:param` segments. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };
