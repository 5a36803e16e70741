/**
 * The operations a partner page may ask of the channel, one handler each (`protocol.ts` lists
 * them), and the answer each call gets: its result, or the failure with the store's text. A
 * handler only ever calls core's store: the page names an operation, never a request.
 * @module
 */
import type { Product } from '@d2d/contract';
import { PLEASE_LOGIN, TYPEAHEAD_RESULTS } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { storeUrl } from '../page/storeLinks.js';
import { ChannelError } from './channelError.js';
import { callFailure } from './failures.js';
import type { ChannelCall, ChannelFailure, ChannelOp, ChannelResult, ChannelResults, ChannelSuggestion } from './protocol.js';
import { withStoreImages } from './shopperState.js';

/** What the handlers work with. */
export interface CallContext {
  /** The channel's store. */
  store: Store;
  /** Keeps a product the page loaded, so the page gets its offer button with the shopper's state. */
  remember(product: Product): void;
  /** Restores the shopper's login and cart from the store, taking the current token as seen. */
  restore(): Promise<void>;
}

type ArgOf<K extends ChannelOp> = Extract<ChannelCall, { op: K }>['arg'];

/** One handler per operation; a handler throws a {@link ChannelError} or what the store threw. */
export type CallHandlers = { [K in ChannelOp]: (context: CallContext, arg: ArgOf<K>) => Promise<ChannelResults[K]> };

/** The handlers of the protocol's operations. */
export const CALL_HANDLERS: CallHandlers = {
  async product({ store, remember }, id) {
    const product = withStoreImages(await store.api.catalogue.product(id, { navigate: false }), store.apiBase);
    remember(product);
    return product;
  },
  async search({ store }, keyword) {
    const page = await store.api.catalogue.findPage(
      { pagesize: TYPEAHEAD_RESULTS, pageindex: 1, 'search.keywords': keyword, 'search.titleonly': true },
      { navigate: false },
    );
    return page.products.items.map(
      (p): ChannelSuggestion => ({
        id: p.id,
        title: p.title,
        uriSafeTitle: p.uriSafeTitle ?? null,
        productType: p.productType ?? null,
        thumbnail: storeUrl(p.thumbnailImage ?? p.frontImage, store.apiBase),
        platform: p.platform ?? null,
      }),
    );
  },
  async add({ store }, productId) {
    // a visitor's add never reaches the server: the page asks for a login through the store's window
    if (!store.session.isLoggedIn.value) throw new ChannelError('login', PLEASE_LOGIN);
    const request = { product_id: productId };
    return { request, response: await store.cart.add(request) };
  },
  async remove({ store }, lineId) {
    await store.cart.remove(lineId);
    return null;
  },
  async refresh({ restore }) {
    await restore();
    return null;
  },
};

/** An answer as the channel posts it (the protocol tag is added when it is posted). */
export type CallAnswer = Omit<ChannelResult, 'd2d'> | Omit<ChannelFailure, 'd2d'>;

/**
 * Runs one call and makes its answer; it never throws.
 * @param context - The store and the channel's hooks.
 * @param call - A call read by `parsePartnerMessage`.
 * @returns The result, or the failure's code and the text to show.
 * @example
 * post(await answerCall({ store, remember, restore }, call));
 */
export async function answerCall(context: CallContext, call: ChannelCall): Promise<CallAnswer> {
  const handler = CALL_HANDLERS[call.op] as (context: CallContext, arg: ChannelCall['arg']) => Promise<unknown>;
  try {
    return { kind: 'result', id: call.id, value: await handler(context, call.arg) };
  } catch (error) {
    const failure = callFailure(call.op, error);
    return { kind: 'error', id: call.id, code: failure.code, message: failure.message };
  }
}
