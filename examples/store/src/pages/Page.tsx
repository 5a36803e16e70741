import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '@d2d/contract';
import { useRoute } from '../router/index.js';
import { HomePage } from './home/HomePage.js';

/** A page loaded on demand, whose code can be asked for before it renders. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: pick(module) }))),
    { preload: load },
  );
}

// every page but home loads on demand, keeping the first load small (the build's budget)
const BrowsePage = lazyPage(() => import('./browse/BrowsePage.js'), (m) => m.BrowsePage);
const NotFoundPage = lazyPage(() => import('./system/NotFoundPage.js'), (m) => m.NotFoundPage);
const GdprPage = lazyPage(() => import('./GdprPage.js'), (m) => m.GdprPage);
const RegionPage = lazyPage(() => import('./RegionPage.js'), (m) => m.RegionPage);
const RegistrationPage = lazyPage(() => import('./RegistrationPage.js'), (m) => m.RegistrationPage);
// one loader per module: each import() carries its own list of files to preload
const accountResults = () => import('./results/AccountResultPages.js');
const purchaseResults = () => import('./results/PurchaseResultPages.js');
const systemPages = () => import('./system/SystemPages.js');
const CompleteForgetPasswordPage = lazyPage(accountResults, (m) => m.CompleteForgetPasswordPage);
const CompleteRegistrationPage = lazyPage(accountResults, (m) => m.CompleteRegistrationPage);
const CompleteResetPasswordPage = lazyPage(accountResults, (m) => m.CompleteResetPasswordPage);
const ConfirmationPage = lazyPage(() => import('./results/ConfirmationPage.js'), (m) => m.ConfirmationPage);
const CompletePurchasedPage = lazyPage(purchaseResults, (m) => m.CompletePurchasedPage);
const PurchaseFailPage = lazyPage(purchaseResults, (m) => m.PurchaseFailPage);
const ResetPasswordPage = lazyPage(() => import('./results/ResetPasswordPage.js'), (m) => m.ResetPasswordPage);
const AboutUsPage = lazyPage(() => import('./static/AboutUsPage.js'), (m) => m.AboutUsPage);
const AffiliateProgramPage = lazyPage(() => import('./static/AffiliateProgramPage.js'), (m) => m.AffiliateProgramPage);
const OpenLetterPage = lazyPage(() => import('./static/OpenLetterPage.js'), (m) => m.OpenLetterPage);
const PrivacyPolicyPage = lazyPage(() => import('./static/PrivacyPolicyPage.js'), (m) => m.PrivacyPolicyPage);
const TermsOfUsePage = lazyPage(() => import('./static/TermsOfUsePage.js'), (m) => m.TermsOfUsePage);
const BadRequestPage = lazyPage(systemPages, (m) => m.BadRequestPage);
const ErrorPage = lazyPage(systemPages, (m) => m.ErrorPage);
const MaintenancePage = lazyPage(systemPages, (m) => m.MaintenancePage);
const ProductPage = lazyPage(() => import('./product/ProductPage.js'), (m) => m.ProductPage);
const CartPage = lazyPage(() => import('./cart/CartPage.js'), (m) => m.CartPage);
const MyAccountPage = lazyPage(() => import('./account/MyAccountPage.js'), (m) => m.MyAccountPage);
const CollectionPage = lazyPage(() => import('./CollectionPage.js'), (m) => m.CollectionPage);
const PromotionPage = lazyPage(() => import('./PromotionPage.js'), (m) => m.PromotionPage);
const SitemapPage = lazyPage(() => import('./SitemapPage.js'), (m) => m.SitemapPage);
const D2dPlusPage = lazyPage(() => import('./D2dPlusPage.js'), (m) => m.D2dPlusPage);
const PlusProgramPage = lazyPage(() => import('./PlusProgramPage.js'), (m) => m.PlusProgramPage);

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

/**
 * Starts loading a page's code, so that it arrives while the page's store is still being set up
 * rather than after the first render asks for it.
 * @param name - The route about to be shown.
 */
export function preloadPage(name: PageName): void {
  const page = PAGE_COMPONENTS[name];
  // a failed load is reported by the render that needs it
  if ('preload' in page) (page as LazyPage).preload().catch(() => undefined);
}

/**
 * Renders the current route's page; the key remounts it when the path changes, except between
 * the tabs of My account: a remount there would drop the focus from the tab the arrow keys just
 * chose, and the page picks its tab from the route anyway.
 */
export function Page() {
  const route = useRoute();
  const Component = PAGE_COMPONENTS[route.name];
  return (
    <Suspense fallback={<p className="d2d-empty" role="status">Loading…</p>}>
      <Component key={route.name === 'myAccountTab' ? route.name : route.path} />
    </Suspense>
  );
}
