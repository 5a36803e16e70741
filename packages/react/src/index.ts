/**
 * `@d2d/react`: React components and hooks for the D2D storefront. Bind them to a store made
 * with `createStore(...)` from `@d2d/core` through {@link StoreProvider}; style them with
 * `@d2d/react/styles.css` (or the {@link d2dStyles} string inside shadow roots).
 * @packageDocumentation
 */

// provider and hooks
export { StoreProvider } from './provider/StoreProvider.js';
export type { StoreProviderProps } from './provider/StoreProvider.js';
export { PortalContext, usePortalContainer } from './provider/PortalContext.js';
export { useStore } from './hooks/useStore.js';
export { useSignalValue } from './hooks/useSignalValue.js';
export { useAccount } from './hooks/useAccount.js';
export { useIsLoggedIn } from './hooks/useIsLoggedIn.js';
export { useCart } from './hooks/useCart.js';
export type { CartState } from './hooks/useCart.js';
export { useOfferButton } from './hooks/useOfferButton.js';
export { useCountdown } from './hooks/useCountdown.js';
export { useStoreEvent } from './hooks/useStoreEvent.js';
export { useDisclosure } from './hooks/useDisclosure.js';
export type { Disclosure, DisclosurePanelProps, DisclosureTriggerProps } from './hooks/useDisclosure.js';
export { useRequest } from './hooks/useRequest.js';
export type { RequestState } from './hooks/useRequest.js';
export { useCatalogueRequest } from './hooks/useCatalogueRequest.js';
export { useEmailSubmission, emailSubmissionError } from './hooks/useEmailSubmission.js';
export type { EmailSubmission, EmailSubmissionState } from './hooks/useEmailSubmission.js';

// styles
export {
  d2dStyles,
  baseStyles,
  offerButtonStyles,
  productCardStyles,
  miniCartStyles,
  cartPopoverStyles,
  searchBoxStyles,
} from './styles/index.js';

// utilities
export { cx } from './utils/cx.js';
export { scrollToElement } from './utils/scrollToElement.js';
export type { ScrollOptions } from './utils/scrollToElement.js';
export { offerPrices, purchaseOffer } from './utils/offerPrices.js';

// building blocks
export { Dialog } from './components/Dialog/Dialog.js';
export type { DialogProps } from './components/Dialog/Dialog.js';
export { Tabs } from './components/Tabs/Tabs.js';
export type { TabsProps, TabItem } from './components/Tabs/Tabs.js';
export { Carousel } from './components/Carousel/Carousel.js';
export type { CarouselProps } from './components/Carousel/Carousel.js';
export { Countdown } from './components/Countdown/Countdown.js';
export type { CountdownProps, CountdownValue } from './components/Countdown/Countdown.js';

// catalogue
export { Price } from './components/Price/Price.js';
export type { PriceProps } from './components/Price/Price.js';
export { DiscountBadge } from './components/DiscountBadge/DiscountBadge.js';
export type { DiscountBadgeProps } from './components/DiscountBadge/DiscountBadge.js';
export { ContentRatingBadge } from './components/ContentRatingBadge/ContentRatingBadge.js';
export type { ContentRatingBadgeProps, ContentRatingLike } from './components/ContentRatingBadge/ContentRatingBadge.js';
export { OfferButtonGroup } from './components/OfferButtonGroup/OfferButtonGroup.js';
export type { OfferButtonGroupProps } from './components/OfferButtonGroup/OfferButtonGroup.js';
export { ProductCard, ProductCardSkeleton } from './components/ProductCard/ProductCard.js';
export type { ProductCardProps, ProductCardSkeletonProps } from './components/ProductCard/ProductCard.js';
export { ProductGrid } from './components/ProductGrid/ProductGrid.js';
export type { ProductGridProps } from './components/ProductGrid/ProductGrid.js';
export { Pager, pageRange } from './components/Pager/Pager.js';
export type { PagerProps, PagerPaging } from './components/Pager/Pager.js';
export { BrowseList } from './components/BrowseList/BrowseList.js';
export type { BrowseListProps } from './components/BrowseList/BrowseList.js';
export { BrowseFilters } from './components/BrowseFilters/BrowseFilters.js';
export type { BrowseFiltersProps, BrowseFiltersValue } from './components/BrowseFilters/BrowseFilters.js';
export { PowerSearchPanel } from './components/PowerSearchPanel/PowerSearchPanel.js';
export type { PowerSearchPanelProps, PowerSearchFacets, PowerSearchValue, FacetOption } from './components/PowerSearchPanel/PowerSearchPanel.js';
export { SearchBox } from './components/SearchBox/SearchBox.js';
export type { SearchBoxProps, SearchSuggestion } from './components/SearchBox/SearchBox.js';
export { useTypeaheadState } from './components/SearchBox/useTypeaheadState.js';
export type { TypeaheadState, TypeaheadStatus } from './components/SearchBox/useTypeaheadState.js';
export { useTypeahead } from './components/SearchBox/useTypeahead.js';
export type { Typeahead, TypeaheadOptions } from './components/SearchBox/useTypeahead.js';
export { HeroRotator } from './components/HeroRotator/HeroRotator.js';
export type { HeroRotatorProps, HeroSlide, HeroSlideVideo } from './components/HeroRotator/HeroRotator.js';
export { AgeGate, AGE_GATE_TEXT } from './components/AgeGate/AgeGate.js';
export type { AgeGateProps, AgeGateState } from './components/AgeGate/AgeGate.js';
export { VideoPlayer } from './components/VideoPlayer/VideoPlayer.js';
export type { VideoPlayerProps } from './components/VideoPlayer/VideoPlayer.js';

// navigation and cart
export { NavigationBar } from './components/NavigationBar/NavigationBar.js';
export type { NavigationBarProps, NavItem } from './components/NavigationBar/NavigationBar.js';
export { DisclosureMenu } from './components/NavigationBar/DisclosureMenu.js';
export type { DisclosureMenuProps, NavLink, NavColumn } from './components/NavigationBar/DisclosureMenu.js';
export { UserMenu } from './components/UserMenu/UserMenu.js';
export type { UserMenuProps } from './components/UserMenu/UserMenu.js';
export { CartPopover } from './components/CartPopover/CartPopover.js';
export type { CartPopoverProps } from './components/CartPopover/CartPopover.js';
export { MiniCart } from './components/MiniCart/LazyMiniCart.js';
export type { MiniCartProps } from './components/MiniCart/LazyMiniCart.js';
export { lineItemPrices } from './utils/lineItemPrices.js';

// forms and dialogs
export { TextField } from './components/TextField/TextField.js';
export type { TextFieldProps } from './components/TextField/TextField.js';
export { MessageDialog } from './components/MessageDialog/MessageDialog.js';
export type { MessageDialogProps } from './components/MessageDialog/MessageDialog.js';
export { LoginDialog } from './components/LoginDialog/LoginDialog.js';
export type { LoginDialogProps, LoginDialogMode } from './components/LoginDialog/LoginDialog.js';
export { LoginForm } from './components/LoginDialog/LoginForm.js';
export type { LoginFormProps } from './components/LoginDialog/LoginForm.js';
export { SignUpForm } from './components/LoginDialog/SignUpForm.js';
export type { SignUpFormProps } from './components/LoginDialog/SignUpForm.js';
export { ForgotPasswordForm } from './components/LoginDialog/ForgotPasswordForm.js';
export type { ForgotPasswordFormProps } from './components/LoginDialog/ForgotPasswordForm.js';
export { SocialLoginButtons } from './components/SocialLoginButtons/SocialLoginButtons.js';
export type { SocialLoginButtonsProps } from './components/SocialLoginButtons/SocialLoginButtons.js';
export { SOCIAL_PROVIDER_NAMES } from './components/SocialLoginButtons/socialProviders.js';
export { StoreDialogs } from './components/StoreDialogs/StoreDialogs.js';
export type { StoreDialogsProps } from './components/StoreDialogs/StoreDialogs.js';
export { useDialogs, DialogsContext } from './components/StoreDialogs/DialogsContext.js';
export type { DialogsApi } from './components/StoreDialogs/DialogsContext.js';

// captcha
export { Captcha } from './components/Captcha/Captcha.js';
export type { CaptchaProps } from './components/Captcha/Captcha.js';
export { solveChallenge, CaptchaSolveError } from './captcha/solveChallenge.js';
export type { SolveOptions } from './captcha/solveChallenge.js';
export { loadCaptchaChallenge, isCaptchaChallenge } from './captcha/loadCaptchaChallenge.js';
export { ProductOfferButton } from './components/ProductOfferButton/ProductOfferButton.js';
export type { ProductOfferButtonProps } from './components/ProductOfferButton/ProductOfferButton.js';

// product page
export { ProductHero } from './components/ProductHero/ProductHero.js';
export type { ProductHeroProps } from './components/ProductHero/ProductHero.js';
export { ProductDetails } from './components/ProductDetails/ProductDetails.js';
export type { ProductDetailsProps } from './components/ProductDetails/ProductDetails.js';
export { ProductSummary } from './components/ProductSummary/ProductSummary.js';
export type { ProductSummaryProps } from './components/ProductSummary/ProductSummary.js';
export { ProductRequirementsDialog, canAddWithoutBase } from './components/ProductRequirementsDialog/ProductRequirementsDialog.js';
export type { ProductRequirementsDialogProps } from './components/ProductRequirementsDialog/ProductRequirementsDialog.js';
export { requirementBeforeAdd } from './components/ProductRequirementsDialog/requirementBeforeAdd.js';
export type { RequiringProductLike } from './components/ProductRequirementsDialog/requirementBeforeAdd.js';
export { AdsDrmInstructionsDialog } from './components/AdsDrmInstructionsDialog/AdsDrmInstructionsDialog.js';
export type { AdsDrmInstructionsDialogProps, AdsDrmLinks } from './components/AdsDrmInstructionsDialog/AdsDrmInstructionsDialog.js';
export { AdsDrmInstructionsButton } from './components/AdsDrmInstructionsDialog/AdsDrmInstructionsButton.js';
export type { AdsDrmInstructionsButtonProps } from './components/AdsDrmInstructionsDialog/AdsDrmInstructionsButton.js';
export { ReviewList } from './components/ReviewList/ReviewList.js';
export type { ReviewListProps, ReviewPageLike } from './components/ReviewList/ReviewList.js';
export { ReviewArticle } from './components/ReviewList/ReviewArticle.js';
export type { ReviewArticleProps } from './components/ReviewList/ReviewArticle.js';
export { ProductReviews } from './components/ProductReviews/ProductReviews.js';
export type { ProductReviewsProps } from './components/ProductReviews/ProductReviews.js';
export { ReviewVotes } from './components/ReviewVotes/ReviewVotes.js';
export type { ReviewVotesProps } from './components/ReviewVotes/ReviewVotes.js';
export { ReportReviewDialog } from './components/ReportReviewDialog/ReportReviewDialog.js';
export type { ReportReviewDialogProps } from './components/ReportReviewDialog/ReportReviewDialog.js';
export { ReviewWriteDialog } from './components/ReviewWriteDialog/ReviewWriteDialog.js';
export type { ReviewWriteDialogProps } from './components/ReviewWriteDialog/ReviewWriteDialog.js';
export { ReviewerProfileDialog } from './components/ReviewerProfileDialog/ReviewerProfileDialog.js';
export type { ReviewerProfileDialogProps } from './components/ReviewerProfileDialog/ReviewerProfileDialog.js';
export { MediaBrowser } from './components/MediaBrowser/MediaBrowser.js';
export type { MediaBrowserProps } from './components/MediaBrowser/MediaBrowser.js';
export { productTabs } from './utils/productTabs.js';
export type { ProductTabKey } from './utils/productTabs.js';
export { sanitizeHtml } from './utils/sanitizeHtml.js';

// cart
export { CartLines } from './components/CartLines/CartLines.js';
export type { CartLinesProps } from './components/CartLines/CartLines.js';
export { CartTotalsList } from './components/CartTotalsList/CartTotalsList.js';
export type { CartTotalsListProps } from './components/CartTotalsList/CartTotalsList.js';
export { CheckoutSummary } from './components/CheckoutSummary/CheckoutSummary.js';
export type { CheckoutSummaryProps } from './components/CheckoutSummary/CheckoutSummary.js';
export { CouponForm } from './components/CouponForm/CouponForm.js';
export type { CouponFormProps } from './components/CouponForm/CouponForm.js';
export { GiftForm } from './components/GiftForm/GiftForm.js';
export type { GiftFormProps } from './components/GiftForm/GiftForm.js';

// checkout
export { CardPaymentDialog } from './components/CardPaymentDialog/CardPaymentDialog.js';
export type { CardPaymentDialogProps, CardDetails } from './components/CardPaymentDialog/CardPaymentDialog.js';
export { ProgressDialog } from './components/ProgressDialog/ProgressDialog.js';
export type { ProgressDialogProps } from './components/ProgressDialog/ProgressDialog.js';
export { HostedCheckoutFrame } from './components/HostedCheckoutFrame/HostedCheckoutFrame.js';
export type { HostedCheckoutFrameProps, CheckoutFrameMessage } from './components/HostedCheckoutFrame/HostedCheckoutFrame.js';
export { PayPalButton } from './components/PayPalButton/PayPalButton.js';
export type { PayPalButtonProps } from './components/PayPalButton/PayPalButton.js';
export { sandboxCardConfirmer } from './checkout/sandboxCardConfirmer.js';
export { stripeCardConfirmer, stripeBillingDetails } from './checkout/stripeCardConfirmer.js';
export type { StripeCardPayments, StripeCardPaymentResult, StripeBillingDetails } from './checkout/stripeCardConfirmer.js';
export { StripeCardField, loadStripeJs, STRIPE_NO_KEY_MESSAGE, STRIPE_LOAD_FAILED_MESSAGE } from './components/StripeCardField/StripeCardField.js';
export type { StripeCardFieldProps, StripeJs, StripeLoader } from './components/StripeCardField/StripeCardField.js';

// account
export { KeyDialog } from './components/KeyDialog/KeyDialog.js';
export type { KeyDialogProps } from './components/KeyDialog/KeyDialog.js';
export { DownloadFilesDialog } from './components/DownloadFilesDialog/DownloadFilesDialog.js';
export type { DownloadFilesDialogProps } from './components/DownloadFilesDialog/DownloadFilesDialog.js';
export { MyGamesList } from './components/MyGamesList/MyGamesList.js';
export type { MyGamesListProps, MyGamesSort } from './components/MyGamesList/MyGamesList.js';
export { RentalList, rentalTimeLeft } from './components/RentalList/RentalList.js';
export type { RentalListProps } from './components/RentalList/RentalList.js';
export { TradeInDialog } from './components/TradeInDialog/TradeInDialog.js';
export type { TradeInDialogProps } from './components/TradeInDialog/TradeInDialog.js';
export { WalletRedeem } from './components/WalletRedeem/WalletRedeem.js';
export type { WalletRedeemProps } from './components/WalletRedeem/WalletRedeem.js';
export { RentalDialog } from './components/RentalDialog/RentalDialog.js';
export type { RentalDialogProps } from './components/RentalDialog/RentalDialog.js';
export { SubscribeDialog } from './components/SubscribeDialog/SubscribeDialog.js';
export type { SubscribeDialogProps } from './components/SubscribeDialog/SubscribeDialog.js';
export { SubscribeSuccessDialog } from './components/SubscribeSuccessDialog/SubscribeSuccessDialog.js';
export type { SubscribeSuccessDialogProps } from './components/SubscribeSuccessDialog/SubscribeSuccessDialog.js';
export { MySubscription } from './components/MySubscription/MySubscription.js';
export type { MySubscriptionProps } from './components/MySubscription/MySubscription.js';
export { GiftSubscriptionDialog } from './components/GiftSubscriptionDialog/GiftSubscriptionDialog.js';
export type { GiftSubscriptionDialogProps } from './components/GiftSubscriptionDialog/GiftSubscriptionDialog.js';
export { FreeTrialPopup } from './components/FreeTrialPopup/FreeTrialPopup.js';
export type { FreeTrialPopupProps } from './components/FreeTrialPopup/FreeTrialPopup.js';
export { OrderHistory } from './components/OrderHistory/OrderHistory.js';
export type { OrderHistoryProps } from './components/OrderHistory/OrderHistory.js';
export { ChangePasswordForm } from './components/ChangePasswordForm/ChangePasswordForm.js';
export type { ChangePasswordFormProps } from './components/ChangePasswordForm/ChangePasswordForm.js';
export { ChangeEmailForm, TEMPORARY_EMAIL_TEXT } from './components/ChangeEmailForm/ChangeEmailForm.js';
export type { ChangeEmailFormProps } from './components/ChangeEmailForm/ChangeEmailForm.js';
export { LinkedAccounts, SIGNED_OUT_TEXT } from './components/LinkedAccounts/LinkedAccounts.js';
export type { LinkedAccountsProps } from './components/LinkedAccounts/LinkedAccounts.js';
export { LazyTrackingConsentDialog as TrackingConsentDialog } from './components/TrackingConsentDialog/LazyTrackingConsentDialog.js';
export { TRACKING_CONSENT_TEXT } from './components/TrackingConsentDialog/trackingConsentText.js';
export type { TrackingConsentDialogProps } from './components/TrackingConsentDialog/TrackingConsentDialog.js';
export { FirstVisitOffer } from './components/FirstVisitDialog/FirstVisitOffer.js';
export type { FirstVisitOfferProps } from './components/FirstVisitDialog/FirstVisitOffer.js';
export { FirstVisitDialog, FIRST_VISIT_TEXT } from './components/FirstVisitDialog/FirstVisitDialog.js';
export type { FirstVisitDialogProps } from './components/FirstVisitDialog/FirstVisitDialog.js';
export { MailingListDialog } from './components/MailingListDialog/MailingListDialog.js';
export type { MailingListDialogProps } from './components/MailingListDialog/MailingListDialog.js';
export { MailingListSignUp, MAILING_LIST_TEXT } from './components/MailingListDialog/MailingListSignUp.js';
export type { MailingListSignUpProps } from './components/MailingListDialog/MailingListSignUp.js';
export { PublisherLoginDialog, redeemedText } from './components/PublisherLoginDialog/PublisherLoginDialog.js';
export type { PublisherLoginDialogProps } from './components/PublisherLoginDialog/PublisherLoginDialog.js';

// streaming
export { CloudPlayTime, formatTimeLeft } from './components/CloudPlayTime/CloudPlayTime.js';
export type { CloudPlayTimeProps } from './components/CloudPlayTime/CloudPlayTime.js';
export { LaunchPanel, LAUNCH_CHOICES } from './components/LaunchPanel/LaunchPanel.js';
export type { LaunchPanelProps } from './components/LaunchPanel/LaunchPanel.js';
export { InstantPlaySpotlight } from './components/InstantPlaySpotlight/InstantPlaySpotlight.js';
export type { InstantPlaySpotlightProps } from './components/InstantPlaySpotlight/InstantPlaySpotlight.js';
export { BonusHoursBanner } from './components/BonusHoursBanner/BonusHoursBanner.js';
export type { BonusHoursBannerProps } from './components/BonusHoursBanner/BonusHoursBanner.js';
export { StreamingGuide } from './components/StreamingGuide/StreamingGuide.js';
export type { StreamingGuideProps } from './components/StreamingGuide/StreamingGuide.js';
export { ServerSwitchDialog } from './components/ServerSwitchDialog/ServerSwitchDialog.js';
export type { ServerSwitchDialogProps } from './components/ServerSwitchDialog/ServerSwitchDialog.js';
export { ClientNotInstalledDialog } from './components/ClientNotInstalledDialog/ClientNotInstalledDialog.js';
export type { ClientNotInstalledDialogProps } from './components/ClientNotInstalledDialog/ClientNotInstalledDialog.js';
export { StreamingMailingList, mailingListError } from './components/StreamingMailingList/StreamingMailingList.js';
export type { StreamingMailingListProps } from './components/StreamingMailingList/StreamingMailingList.js';
export { StreamingUnsubscribeDialog } from './components/StreamingUnsubscribeDialog/StreamingUnsubscribeDialog.js';
export type { StreamingUnsubscribeDialogProps } from './components/StreamingUnsubscribeDialog/StreamingUnsubscribeDialog.js';
