/**
 * `@d2d/elements`: custom elements for partner and affiliate pages, built from the `@d2d/react`
 * components. Every element on a page shares one store; calls go through a hidden channel on
 * the store's origin, and checkout happens on the store.
 *
 * Bundler users import and define what they need (or `import '@d2d/elements/define'`); pages
 * without a build step use the single script `d2d-elements.js` the store serves at
 * `/embed/d2d-elements.js`.
 * @packageDocumentation
 */

// the page's store
export { initElements, getPageStore, whenPageStore, isLoginNeeded } from './page/pageStore.js';
export type { ElementsOptions, LinkTarget, PageStore } from './page/pageStore.js';
export { storeLinks, storeUrl } from './page/storeLinks.js';
export type { LinkableProduct, StoreLinks } from './page/storeLinks.js';
export { affiliateFromUrl, resolveAffiliate, AFFILIATE_ID } from './page/affiliate.js';

// elements
export { defineElements } from './elements/defineElements.js';
export { defineStore, STORE_TAG } from './elements/store/StoreElement.js';
export type { D2dStoreElement } from './elements/store/StoreElement.js';
export { defineProductCard, PRODUCT_CARD_TAG } from './elements/product-card/ProductCardElement.js';
export type { D2dProductCardElement } from './elements/product-card/ProductCardElement.js';
export { defineBuyButton, BUY_BUTTON_TAG } from './elements/buy-button/BuyButtonElement.js';
export type { D2dBuyButtonElement } from './elements/buy-button/BuyButtonElement.js';
export { defineMiniCart, MINI_CART_TAG } from './elements/mini-cart/MiniCartElement.js';
export type { D2dMiniCartElement } from './elements/mini-cart/MiniCartElement.js';
export { defineCart, CART_TAG } from './elements/cart/CartElement.js';
export type { D2dCartElement } from './elements/cart/CartElement.js';
export { defineSearch, SEARCH_TAG } from './elements/search/SearchElement.js';
export type { D2dSearchElement } from './elements/search/SearchElement.js';
export type { AddToCartDetail, CartChangeDetail, CheckoutDetail, D2dEventMap, ErrorDetail, LoginRequiredDetail } from './elements/events.js';
export { PART_RULES } from './elements/parts.js';

// the hidden channel
export { ChannelClient, ChannelUnavailableError, CHANNEL_PATH } from './channel/channelClient.js';
export type { ChannelCall, ChannelClientOptions } from './channel/channelClient.js';
export { channelFetch } from './channel/channelFetch.js';
export { channelCookies, CHANNEL_TOKEN_MARKER } from './channel/channelCookies.js';
export { startChannelHost, readCookie } from './channel/channelHost.js';
export type { ChannelHost, ChannelHostOptions } from './channel/channelHost.js';
export { isAllowedOrigin, normalizeOrigin, parseOriginList } from './channel/origins.js';
export { CHANNEL_PROTOCOL, isApiPath, parseChannelMessage, parsePartnerMessage } from './channel/protocol.js';
export type {
  ChannelFailure,
  ChannelHello,
  ChannelMessage,
  ChannelMethod,
  ChannelQuery,
  ChannelReady,
  ChannelRequest,
  ChannelResponse,
  ChannelSession,
  PartnerMessage,
} from './channel/protocol.js';
export { RELAY_RULES, isRelayed, redactAccountBody } from './channel/relayPolicy.js';
