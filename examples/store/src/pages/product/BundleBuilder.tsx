import { useState } from 'react';
import type { Product } from '@d2d/contract';
import { ProductCard, purchaseOffer, useDialogs, useIsLoggedIn, useStore } from '@d2d/react';
import { productHref } from '../../links.js';
import { href, navigate } from '../../router/index.js';

/**
 * The build-your-own-bundle page's builder: the shopper picks the titles of a custom bundle and
 * adds the bundle with their skus (cart add `skuId` and `contentSkuIds`, spec §3).
 */
export function BundleBuilder({ product }: { product: Product }) {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [busy, setBusy] = useState(false);
  const choices = product.bundledSkuProducts ?? [];
  const bundleSku = purchaseOffer(product)?.skuId;
  const skuOf = (id: number) => purchaseOffer(choices.find((c) => c.id === id) ?? {})?.skuId;
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const contentSkuIds = chosen.map(skuOf).filter((s): s is number => s !== undefined);

  const add = async () => {
    if (!signedIn) {
      dialogs.openLogin('login');
      return;
    }
    if (bundleSku === undefined || contentSkuIds.length === 0) return;
    setBusy(true);
    try {
      await store.cart.add({ skuId: bundleSku, contentSkuIds });
      navigate(href('cart'));
    } catch {
      // the cart's failure dialog is already showing
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="d2d-section" aria-labelledby="byob-heading">
      <h2 id="byob-heading" className="d2d-section__title">
        Build your bundle
      </h2>
      {choices.length === 0 ? (
        <p className="d2d-empty">This bundle has no titles to choose from right now.</p>
      ) : (
        <>
          <p>Pick the games for your bundle ({chosen.length} chosen).</p>
          <ul className="d2d-grid">
            {choices.map((choice) => (
              <li key={choice.id} className="d2d-grid__item">
                <ProductCard
                  product={choice}
                  href={productHref(choice)}
                  siteId={store.site}
                  action={
                    <label className="d2d-checkbox">
                      <input type="checkbox" aria-label={`Include ${choice.title}`} checked={chosen.includes(choice.id)} onChange={() => toggle(choice.id)} />
                      <span aria-hidden="true">Include</span>
                    </label>
                  }
                />
              </li>
            ))}
          </ul>
          <button type="button" className="d2d-button d2d-button--buy" disabled={busy || contentSkuIds.length === 0} onClick={() => void add()}>
            Add bundle to cart
          </button>
        </>
      )}
    </section>
  );
}
