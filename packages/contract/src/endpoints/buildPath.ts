import type { PathParamNames, PathParams } from '../routes/route.js';

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Fills the `:param` segments of an endpoint's path, URL-encoding each value.
 * @param endpoint - an endpoint (or anything with a `path`)
 * @param params - a value for each `:param` of the path (omit for paths without any)
 * @returns the path with every parameter filled in
 * @throws Error naming the parameter and the path when a value is missing or empty
 * @example
 * buildPath(endpoints.productGet, { id: 1042 }); // '/api/product/get/1042'
 * buildPath(endpoints.cartRemoveCoupon, { code: 'SAVE 10' }); // '/api/account/shopping_carts/coupon/SAVE%2010'
 */
export function buildPath<P extends string>(
  endpoint: { readonly path: P },
  ...[params]: [PathParamNames<P>] extends [never] ? [params?: Record<string, never>] : [params: PathParams<P>]
): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number | null | undefined>>;
  return endpoint.path.replace(PARAM, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || String(value) === '') {
      throw new Error(`Missing path parameter "${name}" for ${endpoint.path}: pass { ${name}: … } to buildPath.`);
    }
    return encodeURIComponent(String(value));
  });
}
