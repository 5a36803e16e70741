import { Suspense, lazy, type ComponentType } from 'react';
import type { PageName } from '@d2d/contract';
import { useRoute } from '../router/index.js';
import { BrowsePage } from './browse/BrowsePage.js';
import { HomePage } from './home/HomePage.js';
import { NotFoundPage } from './system/NotFoundPage.js';

// pages other than home and browse load on demand, keeping the first load small
const GdprPage = lazy(() => import('./GdprPage.js').then((m) => ({ default: m.GdprPage })));
const RegionPage = lazy(() => import('./RegionPage.js').then((m) => ({ default: m.RegionPage })));
const RegistrationPage = lazy(() => import('./RegistrationPage.js').then((m) => ({ default: m.RegistrationPage })));
const CompleteForgetPasswordPage = lazy(() => import('./results/AccountResultPages.js').then((m) => ({ default: m.CompleteForgetPasswordPage })));
const CompleteRegistrationPage = lazy(() => import('./results/AccountResultPages.js').then((m) => ({ default: m.CompleteRegistrationPage })));
const CompleteResetPasswordPage = lazy(() => import('./results/AccountResultPages.js').then((m) => ({ default: m.CompleteResetPasswordPage })));
const ConfirmationPage = lazy(() => import('./results/ConfirmationPage.js').then((m) => ({ default: m.ConfirmationPage })));
const CompletePurchasedPage = lazy(() => import('./results/PurchaseResultPages.js').then((m) => ({ default: m.CompletePurchasedPage })));
const PurchaseFailPage = lazy(() => import('./results/PurchaseResultPages.js').then((m) => ({ default: m.PurchaseFailPage })));
const ResetPasswordPage = lazy(() => import('./results/ResetPasswordPage.js').then((m) => ({ default: m.ResetPasswordPage })));
const AboutUsPage = lazy(() => import('./static/AboutUsPage.js').then((m) => ({ default: m.AboutUsPage })));
const AffiliateProgramPage = lazy(() => import('./static/AffiliateProgramPage.js').then((m) => ({ default: m.AffiliateProgramPage })));
const OpenLetterPage = lazy(() => import('./static/OpenLetterPage.js').then((m) => ({ default: m.OpenLetterPage })));
const PrivacyPolicyPage = lazy(() => import('./static/PrivacyPolicyPage.js').then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfUsePage = lazy(() => import('./static/TermsOfUsePage.js').then((m) => ({ default: m.TermsOfUsePage })));
const BadRequestPage = lazy(() => import('./system/SystemPages.js').then((m) => ({ default: m.BadRequestPage })));
const ErrorPage = lazy(() => import('./system/SystemPages.js').then((m) => ({ default: m.ErrorPage })));
const MaintenancePage = lazy(() => import('./system/SystemPages.js').then((m) => ({ default: m.MaintenancePage })));
const ProductPage = lazy(() => import('./product/ProductPage.js').then((m) => ({ default: m.ProductPage })));
const CartPage = lazy(() => import('./cart/CartPage.js').then((m) => ({ default: m.CartPage })));
const MyAccountPage = lazy(() => import('./account/MyAccountPage.js').then((m) => ({ default: m.MyAccountPage })));
const CollectionPage = lazy(() => import('./CollectionPage.js').then((m) => ({ default: m.CollectionPage })));
const PromotionPage = lazy(() => import('./PromotionPage.js').then((m) => ({ default: m.PromotionPage })));
const SitemapPage = lazy(() => import('./SitemapPage.js').then((m) => ({ default: m.SitemapPage })));
const D2dPlusPage = lazy(() => import('./D2dPlusPage.js').then((m) => ({ default: m.D2dPlusPage })));
const PlusProgramPage = lazy(() => import('./PlusProgramPage.js').then((m) => ({ default: m.PlusProgramPage })));

/** The page of every route (spec §2). */
const PAGE_COMPONENTS: Record<PageName, ComponentType> = {
  home: HomePage,
  region: RegionPage,
  registration: RegistrationPage,
  completeRegistration: CompleteRegistrationPage,
  completeResetPassword: CompleteResetPasswordPage,
  completeForgetPassword: CompleteForgetPasswordPage,
  resetPassword: ResetPasswordPage,
  confirmation: ConfirmationPage,
  reconfirmation: ConfirmationPage,
  completePurchased: CompletePurchasedPage,
  purchaseFail: PurchaseFailPage,
  myAccount: MyAccountPage,
  myAccountTab: MyAccountPage,
  cart: CartPage,
  pc: BrowsePage,
  mac: BrowsePage,
  pcDownload: BrowsePage,
  pcDownloadGenre: BrowsePage,
  macDownload: BrowsePage,
  macDownloadGenre: BrowsePage,
  pcD2dPlus: D2dPlusPage,
  macD2dPlus: D2dPlusPage,
  pcSubscription: PlusProgramPage,
  pcRental: BrowsePage,
  pcTradeIn: BrowsePage,
  pcAdsDrm: BrowsePage,
  pcComingSoon: BrowsePage,
  pcOnSale: BrowsePage,
  macComingSoon: BrowsePage,
  macOnSale: BrowsePage,
  psnSearch: BrowsePage,
  collection: CollectionPage,
  collections: BrowsePage,
  arcadeStores: BrowsePage,
  search: BrowsePage,
  sitemap: SitemapPage,
  byob: ProductPage,
  product: ProductPage,
  preview: ProductPage,
  promotion: PromotionPage,
  streaming: PlusProgramPage,
  streamingSubscribe: PlusProgramPage,
  instantPlay: PlusProgramPage,
  cloudPlay: PlusProgramPage,
  rewards: PlusProgramPage,
  rewardsDisabled: PlusProgramPage,
  premium: PlusProgramPage,
  premiumSubscribe: PlusProgramPage,
  premiumStopRenewing: PlusProgramPage,
  premiumCancel: PlusProgramPage,
  subscription: PlusProgramPage,
  subscriptionSubscribe: PlusProgramPage,
  aboutUs: AboutUsPage,
  openLetter: OpenLetterPage,
  affiliateProgram: AffiliateProgramPage,
  privacyPolicy: PrivacyPolicyPage,
  termsOfUse: TermsOfUsePage,
  aboutUsPage: NotFoundPage,
  error: ErrorPage,
  maintenance: MaintenancePage,
  gdpr: GdprPage,
  badRequest: BadRequestPage,
  notFound: NotFoundPage,
};

/** Renders the current route's page; the key remounts it when the path changes. */
export function Page() {
  const route = useRoute();
  const Component = PAGE_COMPONENTS[route.name];
  return (
    <Suspense fallback={<p className="d2d-empty" role="status">Loading…</p>}>
      <Component key={route.path} />
    </Suspense>
  );
}
