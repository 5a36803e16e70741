/**
 * `@d2d/core`: the headless storefront SDK. `createStore(config)` gives one store per page:
 * API client, session with the 401 queue-and-replay, cart, checkout flow, offer-button states,
 * pricing, dates, VIP progress, campaigns and streaming polling, with typed events. No React,
 * no DOM: cookies, storage, fetch and timers come in through adapters.
 * @packageDocumentation
 */

// store
export { createStore, getStore, Store } from './createStore.js';
export type { StoreConfig } from './createStore.js';
export type { StoreEvents, StoreEventName } from './storeEvents.js';
export { Emitter } from './events.js';
export type { Unsubscribe } from './events.js';

// adapters
export { memoryCookies, memoryStorage } from './adapters.js';
export type { Clock, CookieAdapter, CookieOptions, FetchAdapter, StorageAdapter, StoreAdapters, TimerHandle } from './adapters.js';
export { browserAdapters, browserCookies, browserStorage, systemClock } from './browserAdapters.js';
export { createScheduler } from './scheduler.js';
export type { Scheduler } from './scheduler.js';
export { deviceFingerprint, FINGERPRINT_STORAGE_KEY } from './fingerprint.js';

// API client
export { Transport } from './transport.js';
export type { CallOptions, EndpointSchemas, EndpointValidators, EndpointValidatorsSource, RequestOptions, RouteCallOptions, TransportHooks, TransportOptions } from './transport.js';
export { ApiClient } from './api/apiClient.js';
export { AccountApi } from './api/account.js';
export { CartApi } from './api/cart.js';
export { CheckoutApi } from './api/checkout.js';
export type { PayProvider } from './api/checkout.js';
export { CatalogueApi } from './api/catalogue.js';
export { MerchandisingApi } from './api/merchandising.js';
export { ReviewsApi } from './api/reviews.js';
export { StreamingApi } from './api/streaming.js';
export { PremiumApi } from './api/premium.js';
export { SandboxApi } from './api/sandbox.js';
export type { SandboxCardConfirmAnswer, SandboxCardConfirmBody } from './api/sandbox.js';
export { LoginQueue } from './loginQueue.js';

// errors and what the shopper sees
export {
  StoreError,
  ApiError,
  NetworkError,
  ResponseShapeError,
  RefusedError,
  LoginCancelledError,
  StoreDisposedError,
  errorCodeOf,
  errorTextOf,
} from './errors.js';
export type { ErrorCode, RefusalReason, StoreErrorInit } from './errors.js';
export {
  checkoutErrorDialog,
  couponErrorDialog,
  fraudCheckDialog,
  cardErrorMessage,
  purchaseFailText,
  loginFailure,
  signUpFailure,
  premiumErrorDialog,
  streamingErrorMessage,
  tradeInReminderDialog,
} from './errorMessages.js';
export type {
  Dialog,
  DialogAction,
  MessageDialog,
  TradeInReminderDialog,
  CampaignDialog,
  CheckoutErrorContext,
} from './errorMessages.js';

// session, cart, checkout
export { Session, REMEMBER_TOKEN_STORAGE_KEY } from './session.js';
export type { LoginInput, SessionHooks, SocialLoginOutcome } from './session.js';
export { SOCIAL_PENDING_STORAGE_KEY, socialReturnParams } from './socialReturn.js';
export type { PendingSocialLogin, SocialReturnParams } from './socialReturn.js';
export { CartStore } from './cart.js';
export type { CartLineView, CartTotals } from './cart.js';
export { CheckoutFlow, completePurchasedPath } from './checkoutFlow.js';
export type {
  CardConfirmer,
  CardConfirmResult,
  CardStep,
  CardSubmitInput,
  CheckoutInput,
  CheckoutState,
  FrameResult,
} from './checkoutFlow.js';
export { PurchaseCompletionPoll } from './purchaseCompletion.js';
export type { CompletionParams, CompletionState } from './purchaseCompletion.js';

// product page routes

// storefront rules: browse pages and their query, genre slugs, navigation menus
export { findpageQueryOf, platformCodeOf, readBrowseParams, writeBrowseParams } from './browseQuery.js';
export type { BrowseParams, BrowsePreset } from './browseQuery.js';
export { browsePageConfig } from './browsePageConfig.js';
export type { BrowsePageConfig, BrowsePageRoute } from './browsePageConfig.js';
export { collectionAvailability } from './collectionAvailability.js';
export { genreSlug, genreFromSlug, genreNameOfSlug } from './genreSlug.js';
export type { GenreSlugInput } from './genreSlug.js';
export { navigationMenus, navigationUtilityLinks, platformTarget } from './navigationMenus.js';
export type {
  NavigationColumn,
  NavigationItem,
  NavigationLink,
  NavigationMenuOptions,
  NavigationReference,
  NavigationTarget,
} from './navigationMenus.js';

// offer button and product requirements
export { offerButtonState, OFFER_LABELS } from './offerState.js';
export type {
  OfferButton,
  OfferButtonAction,
  OfferButtonPart,
  OfferDisabledReason,
  OfferProductLike,
  OfferState,
  OfferStateInput,
} from './offerState.js';
export { fileDownload, isMemberOffer, libraryItemsOf, offerFiles, offerKeys } from './ownedTitle.js';
export type { OwnedProductLike, OwnedTitleApi } from './ownedTitle.js';
export { productRequirementState } from './productRequirement.js';
export type { ProductRequirementResult, ProductRequirementState } from './productRequirement.js';

// display rules
export { toMinor, minorToDecimal, formatMinor } from './money.js';
export { currencySymbol, formatPrice, formatWirePrice, itemPrices, rentalTotal, percentOff } from './pricing.js';
export type { ItemPrices } from './pricing.js';
export { isCouponHighlighted, cloudPlayHours } from '@d2d/contract';
export {
  formatDatePattern,
  formatSiteDate,
  formatCampaignDate,
  formatTicketDate,
  siteDatePattern,
  promotionEndTime,
} from './dates.js';
export type { DateFormatOptions, DateInput } from './dates.js';
export { countdownTo, startCountdown } from './countdown.js';
export type { Countdown, LiveCountdown } from './countdown.js';
export { vipProgress } from './vip.js';
export type { VipProgress, VipAccountLike, VipTierLike } from './vip.js';

// campaigns and streaming
export { Campaigns, isCampaignVisible, BONUS_HOURS_SHOWN_COOKIE, FREE_TRIAL_SHOWN_COOKIE } from './campaigns.js';
export type { CampaignVisibilityInput } from './campaigns.js';
export { StreamingPoll } from './streamingPoll.js';
export { instantPlayGame, isLaunchPending, launchTimeoutMs, LAUNCH_JOB_STATUS } from './streamingLaunch.js';
export type { ActiveLaunch, InstantPlayProductLike, LaunchOpener, LaunchResult, LaunchTarget } from './streamingLaunch.js';
export { ServerSwitch } from './serverSwitch.js';
export type { ServerSwitchPhase, ServerSwitchState } from './serverSwitch.js';
