import { Header } from './Header.js';
import { CartPage } from './pages/CartPage.js';
import { GamesPage } from './pages/GamesPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { ProductPage } from './pages/ProductPage.js';
import { PurchaseCompletePage } from './pages/PurchaseCompletePage.js';
import { SignedUpPage } from './pages/SignedUpPage.js';
import { useLocation, type AppLocation } from './router.js';

function Page({ location }: { location: AppLocation }) {
  const product = /^\/product\/(\d+)$/.exec(location.path);
  if (product) return <ProductPage key={product[1]} id={Number(product[1])} />;
  switch (location.path) {
    case '/':
      return <GamesPage keywords={location.query.get('q') ?? ''} />;
    case '/cart':
      return <CartPage />;
    case '/complete-purchased':
      return <PurchaseCompletePage paymentId={location.query.get('paymentId')} status={location.query.get('status')} />;
    case '/complete-registration':
      return <SignedUpPage />;
    default:
      return <NotFoundPage path={location.path} />;
  }
}

/** The starter: a header and one page per route (list, product, cart, receipt). */
export function App() {
  const location = useLocation();
  return (
    <div className="d2d-app starter">
      <Header onCart={location.path === '/cart'} />
      <main className="d2d-main">
        <Page location={location} />
      </main>
    </div>
  );
}
