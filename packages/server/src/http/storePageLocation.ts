import { pageQueryString, pageUrl, type PageQuery } from '@d2d/contract';

/**
 * The root-relative address of a store page with a query the page reads on landing, placed before
 * the hash as the affiliate's is (`/?newsletter=confirmed#!/`). For redirects from links in mails,
 * which come to this server's own origin.
 * @param path - a page path, from `pagePath`
 * @param landing - the query for the landing page
 * @returns for example `/?streaming_list=confirmed#!/streaming/subscribe`
 * @example
 * reply.redirect(storePageLocation(pagePath('home'), { newsletter: 'confirmed' }), 303);
 */
export function storePageLocation(path: string, landing: PageQuery): string {
  // pageUrl('') is `/#!{path}`: the contract keeps the hash-bang form, the query goes in front of it
  return `/${pageQueryString(landing)}${pageUrl('', path).slice(1)}`;
}
