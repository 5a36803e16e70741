/**
 * `@d2d/elements`: custom elements for partner and affiliate pages, built from the `@d2d/react`
 * components. The store runs in a hidden channel on the store's origin; every element on a page
 * shares the shopper it reports (login, cart, offer buttons), and checkout happens on the store.
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
export { resolveAffiliate, rememberAffiliate, rememberedAffiliate, AFFILIATE_MEMORY_COOKIE } from './page/affiliate.js';

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
export { useElement, useShopper } from './elements/ElementRoot.js';
export type { ElementContextValue } from './elements/ElementRoot.js';
// also brings the elements into React's JSX.IntrinsicElements
export type { D2dElementProps, D2dEventProps, D2dIntrinsicElements } from './jsx.js';

// the hidden channel
export { openChannel, CHANNEL_PATH } from './channel/channelClient.js';
export { ChannelError } from './channel/channelError.js';
export type { Channel, ChannelOptions } from './channel/channelClient.js';
export { startStoreHost } from './channel/storeHost.js';
export { readCookie } from './channel/readCookie.js';
export type { StoreHost, StoreHostOptions } from './channel/storeHost.js';
export { startChannelPage, openChannelStore, readEmbeddedAllowlist, CHANNEL_CONFIG_ID } from './channel/channelPage.js';
export { shopperState, withStoreImages } from './channel/shopperState.js';
export { handoffCookies, channelTokenStorage, HANDOFF_COOKIE, HANDOFF_TOKEN_KEY } from './channel/handoffCookies.js';
export type { HandoffCookies } from './channel/handoffCookies.js';
export { isAllowedOrigin, normalizeOrigin, parseOriginList } from './channel/origins.js';
export { CHANNEL_PROTOCOL, parseChannelMessage, parsePartnerMessage } from './channel/protocol.js';
export type {
  ChannelCall,
  ChannelErrorCode,
  ChannelFailure,
  ChannelHello,
  ChannelMessage,
  ChannelOp,
  ChannelReady,
  ChannelResult,
  ChannelResults,
  ChannelStateMessage,
  ChannelSuggestion,
  PartnerMessage,
  ShopperState,
} from './channel/protocol.js';
