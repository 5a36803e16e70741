// The wire contract as an app or a backend of its own uses it.
import {
  MESSAGES,
  SERVER_URL_FIELDS,
  buildPath,
  effectiveItemPrice,
  endpoints,
  pageUrl,
  productPath,
  productSchema,
  routes,
  validatePassword,
  type Product,
} from '@d2d/contract';

export async function loadProduct(origin: string, id: number): Promise<Product> {
  const endpoint = endpoints.productGet;
  const res = await fetch(`${origin}${buildPath(endpoint, { id })}`, { method: endpoint.method });
  return productSchema.parse(await res.json());
}

export const passwordProblem: string | null = validatePassword('abcdefghijkl');
export const notFound: string = MESSAGES.noGamesFound;
export const cartMethod: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = routes.cartGet.method;
export const productLink = (product: Product): string => pageUrl('https://store.example.com', productPath(product), { affiliate: 'blog42' });
export const paid: number = effectiveItemPrice({ discounted: 1999, vip: 0 });
export const serverUrlFields: readonly string[] = SERVER_URL_FIELDS;
