/**
 * The entities of spec §3: a zod schema and an inferred type for every entity, request and
 * answer, plus the code tables and browse filter codes. Explicit named exports; `export type`
 * for types.
 * @module
 */
export {
  accountAddressSchema, socialProviderSchema, socialConnectionSchema, socialConnectionListSchema,
  socialProviderListSchema, socialAuthorizationSchema, accountSchema, accountHeaderName,
} from './account.js';
export type {
  AccountAddress, SocialProvider, SocialConnection, SocialConnectionList, SocialProviderList,
  SocialAuthorization, Account,
} from './account.js';
export {
  signUpBodySchema, passwordLoginBodySchema, tokenLoginBodySchema, loginBodySchema,
  socialLoginBodySchema, addressInputSchema, accountUpdateBodySchema,
  passwordResetRequestBodySchema, passwordResetBodySchema, updatePasswordBodySchema,
  updateEmailBodySchema, confirmationQuerySchema, confirmationBodySchema, gdprBodySchema,
  socialDisconnectQuerySchema, socialAuthorizeQuerySchema, inventoriesQuerySchema, paymentsQuerySchema,
} from './accountRequests.js';
export type {
  SignUpBody, LoginBody, SocialLoginBody, AddressInput, AccountUpdateBody,
  PasswordResetRequestBody, PasswordResetBody, UpdatePasswordBody, UpdateEmailBody,
  ConfirmationQuery, ConfirmationBody, GdprBody, SocialDisconnectQuery, SocialAuthorizeQuery,
  InventoriesQuery, PaymentsQuery,
} from './accountRequests.js';
export {
  entitlementStatusSchema, activationKeySchema, activationKeyListSchema, activationKeyQuerySchema,
  securomKeyBodySchema,
} from './activationKey.js';
export type {
  EntitlementStatus, ActivationKey, ActivationKeyList, ActivationKeyQuery, SecuromKeyBody,
} from './activationKey.js';
export {
  SORT_FIELDS, sortFieldSchema, sortDirectionSchema, SORT_OPTIONS, sortOptionByValue, PRICE_BANDS,
  priceBandValueSchema, priceBandLabel, RELEASE_DATE_PRESETS, releaseDatePresetValueSchema,
  releaseDateRange, USER_RATING_BANDS, FEATURED_TABS, featuredTabValueSchema, D2D_PLUS,
  d2dPlusSchema,
} from './browseFilters.js';
export type {
  SortField, SortDirection, SortOption, PriceBand, ReleaseDatePreset, ReleaseDateRange,
  UserRatingBand, FeaturedTabCode,
} from './browseFilters.js';
export { campaignSchema, isCampaignRunning, campaignOrNullSchema } from './campaign.js';
export type { Campaign, CampaignOrNull } from './campaign.js';
export {
  cartLineProductSchema, cartOfferItemsSchema, cartLineSchema, couponDetailSchema,
  discountValueSchema, cartSchema, COUPON_CODE_MAX_LENGTH, cartAddPayloadSchema,
  cartCouponBodySchema, cartLinePrices, CART_TAX_STATUSES, cartTaxSchema,
} from './cart.js';
export type {
  CartLineProduct, CartOfferItems, CartLine, CouponDetail, DiscountValue, Cart, CartAddPayload,
  CartCouponBody, CartLinePrices, CartTax,
} from './cart.js';
export {
  PAYMENT_PROVIDERS, paymentProviderSchema, checkoutResponseSchema, paymentSourceSchema,
  checkoutBodySchema, cartUpdateBodySchema, purchaseBodySchema, billingDetailsSchema,
  fraudCheckBodySchema, fraudCheckResultSchema, paymentRefBodySchema, orderSummarySchema,
} from './checkout.js';
export type {
  PaymentProvider, CheckoutResponse, PaymentSource, CheckoutBody, CartUpdateBody, PurchaseBody,
  BillingDetails, FraudCheckBody, FraudCheckResult, PaymentRefBody, OrderSummary,
} from './checkout.js';
export { cardFormSchema } from './cardForm.js';
export type { CardForm } from './cardForm.js';
export {
  PLATFORMS, PLATFORM_CODES, PLATFORM, BROWSE_PLATFORM_CODES, platformCodeSchema, platformName,
  ESRB_RATINGS, esrbCodeSchema, PEGI_RATINGS, pegiCodeSchema, contentRatingCodeSchema,
  contentRatingLabel, DRM_TYPES, drmTypeSchema, drmFilterCodeSchema, ADS_DRM_FILTER_CODE,
  normalizeDrmType, drmLabel, drmFilterCode, PRODUCT_TYPES, productTypeSchema, SITES, siteIdSchema,
  siteById, REGIONS, regionCodeSchema, siteIdForRegion, regionForSwitchCode, siteIdForRegionView,
} from './codes.js';
export type {
  PlatformCode, EsrbCode, PegiCode, ContentRatingCode, RatingSystem, DrmType, DrmFilterCode,
  ProductType, SiteId, Site, RegionCode,
} from './codes.js';
export { captchaChallengeSchema } from './captcha.js';
export type { CaptchaChallenge } from './captcha.js';
export { countrySchema, countryListSchema, countryQuerySchema } from './country.js';
export type { Country, CountryList, CountryQuery } from './country.js';
export { couponSchema, couponListSchema } from './coupon.js';
export type { Coupon, CouponList } from './coupon.js';
export {
  downloadLocationRequestSchema, downloadLocationSchema, downloadLocationResponseSchema,
} from './downloadLocation.js';
export type {
  DownloadLocationRequest, DownloadLocation, DownloadLocationResponse,
} from './downloadLocation.js';
export { featuredTabSchema } from './featuredTab.js';
export type { FeaturedTab } from './featuredTab.js';
export { giftFormSchema } from './giftForm.js';
export type { GiftForm } from './giftForm.js';
export { HERO_TYPE, heroTypeSchema, designDisplaySchema, heroItemSchema } from './heroItem.js';
export type { DesignDisplay, HeroItem } from './heroItem.js';
export { gameFileSchema, inventoryItemSchema, inventoryPageSchema, inventoryItemId } from './inventory.js';
export type { GameFile, InventoryItem, InventoryPage } from './inventory.js';
export {
  MEDIA_TYPE, mediaTypeSchema, mediaSourceSchema, mediaSchema, mediaPageSchema, mediaQuerySchema,
} from './media.js';
export type { MediaType, MediaSource, Media, MediaPage, MediaQuery } from './media.js';
export {
  adTileSchema, merchandisingDisplaySchema, merchandisingDisplayQuerySchema, shelfRequestSchema,
  shelvesBodySchema, shelvesResponseSchema, promotionsQuerySchema, rewardOffersSchema,
} from './merchandising.js';
export type {
  AdTile, MerchandisingDisplay, MerchandisingDisplayQuery, ShelfRequest, ShelvesBody,
  ShelvesResponse, PromotionsQuery, RewardOffers,
} from './merchandising.js';
export {
  currencySchema, purchasePriceSchema, instantPlaySchema, buyableFromCountrySchema,
  purchaseOfferActionSchema, subscribeOfferActionSchema, offerActionSchema,
} from './offerAction.js';
export type {
  Currency, PurchasePrice, InstantPlay, PurchaseOfferAction, SubscribeOfferAction, OfferAction,
} from './offerAction.js';
export { orderKindSchema, orderProductSchema, orderSchema, orderPageSchema } from './order.js';
export type { OrderKind, OrderProduct, Order, OrderPage } from './order.js';
export { pagingSchema, pagedSchema, pagingFor } from './paging.js';
export type { Paging, Paged } from './paging.js';
export {
  overlaySchema, productContentRatingSchema, bonusItemSchema, techSpecSchema,
  productRequirementSchema, productSourceSchema, productSummarySchema, productSchema,
  productPreviewQuerySchema,
} from './product.js';
export type {
  Overlay, ProductContentRating, BonusItem, TechSpec, ProductRequirement, ProductSummary, Product,
  ProductPreviewQuery,
} from './product.js';
export { productQueryResultSchema, findpageQuerySchema, typeaheadQuerySchema } from './productQuery.js';
export type { ProductQueryResult, FindpageQuery, TypeaheadQuery } from './productQuery.js';
export {
  designImagesSchema, promotionSchema, promotionPageSchema, promotionBackgroundSchema,
} from './promotion.js';
export type { DesignImages, Promotion, PromotionPage, PromotionBackground } from './promotion.js';
export { publisherRedeemBodySchema } from './publisherRedeem.js';
export type { PublisherRedeemBody } from './publisherRedeem.js';
export {
  completedPaymentSchema, completedProductSchema, purchaseCompletionSchema,
  completePurchasedBodySchema, purchaseCreateBodySchema, purchaseFailBodySchema,
  completePurchasedQuerySchema,
} from './purchaseCompletion.js';
export type {
  CompletedPayment, CompletedProduct, PurchaseCompletion, CompletePurchasedBody,
  PurchaseCreateBody, PurchaseFailBody, CompletePurchasedQuery,
} from './purchaseCompletion.js';
export { queryInt, queryNumber, queryBoolean, queryList } from './query.js';
export {
  genreSchema, platformSchema, publisherSchema, contentRatingSchema, genreListSchema,
  platformListSchema, publisherListSchema, contentRatingListSchema, sitemapLinkSchema,
  sitemapSchema, regionInfoSchema, regionSwitchBodySchema, mailingListBodySchema, mailingListResultSchema,
} from './referenceData.js';
export type {
  Genre, Platform, Publisher, ContentRating, GenreList, PlatformList, PublisherList,
  ContentRatingList, SitemapLink, Sitemap, RegionInfo, RegionSwitchBody, MailingListBody, MailingListResult,
} from './referenceData.js';
export { rentalDaysSchema, rentalOptionSchema, rentBodySchema } from './rental.js';
export type { RentalOption, RentBody } from './rental.js';
export { giftPremiumBodySchema, claimPremiumGiftBodySchema, premiumGiftSchema, premiumGiftListSchema } from './premiumGift.js';
export type { GiftPremiumBody, ClaimPremiumGiftBody, PremiumGift, PremiumGiftList } from './premiumGift.js';
export {
  reviewSchema, reviewPageSchema, reviewerProfileSchema, reviewQuerySchema, reviewScoreSchema,
  flagReviewBodySchema, voteReviewBodySchema, rateTitleBodySchema, reviewTitleBodySchema,
  createReviewerProfileBodySchema, reviewableQuerySchema, reviewableSchema,
} from './review.js';
export type {
  Review, ReviewPage, ReviewerProfile, ReviewQuery, FlagReviewBody, VoteReviewBody, RateTitleBody,
  ReviewTitleBody, CreateReviewerProfileBody, ReviewableQuery, Reviewable,
} from './review.js';
export {
  timeLeftSchema, ticketExpireAtSchema, cloudPlayTicketSchema, pendingJobSchema,
  streamingInfoSchema, streamingLaunchSchema, streamingPlayQuerySchema, instantPlayBodySchema,
  instantPlayAckBodySchema, switchingServerStatusSchema, streamingMailingListBodySchema,
  instantPlayCollectionSchema, instantPlayCollectionQuerySchema, launchInfoSchema,
  streamingServerSchema, switchServerBodySchema, streamingSessionStatusSchema,
  streamingClientReportBodySchema, streamingClientReportSchema, streamingListConfirmQuerySchema,
  pageRedirectSchema, STREAMING_LIST_LANDING,
} from './streaming.js';
export type {
  TimeLeft, TicketExpireAt, CloudPlayTicket, PendingJob, StreamingInfo, StreamingLaunch,
  StreamingPlayQuery, InstantPlayBody, InstantPlayAckBody, SwitchingServerStatus,
  StreamingMailingListBody, InstantPlayCollection, InstantPlayCollectionQuery, LaunchInfo,
  StreamingServer, SwitchServerBody, StreamingSessionStatus, StreamingClientReportBody,
  StreamingClientReport, StreamingListConfirmQuery,
} from './streaming.js';
export {
  subscriptionSchema, premiumStatusSchema, premiumSubscribedSchema, planPriceSchema,
  premiumActiveGamesSchema, subscribePremiumBodySchema, hostedCheckoutSchema,
} from './subscription.js';
export type {
  Subscription, PremiumStatus, PremiumSubscribed, PlanPrice, PremiumActiveGames,
  SubscribePremiumBody, HostedCheckout,
} from './subscription.js';
export { tradeInBodySchema, tradeInResultSchema } from './tradeIn.js';
export type { TradeInBody, TradeInResult } from './tradeIn.js';
export { vipTierSchema, vipTierListSchema, TOP_VIP_TIER_NAME, vipTierName, nextVipTier } from './vip.js';
export type { VipTier, VipTierList } from './vip.js';
export { walletHistoryEntrySchema, walletSchema } from './wallet.js';
export type { WalletHistoryEntry, Wallet } from './wallet.js';
export {
  moneySchema, minorUnitsSchema, idSchema, wireDateSchema, urlSchema, toMinorUnits, fromMinorUnits,
  ackSchema,
} from './wire.js';
export type { Money, MinorUnits, Ack } from './wire.js';
