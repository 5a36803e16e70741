import { ProductHero, ProductOfferButton, useCatalogueRequest, useDialogs, useStore } from '@d2d/react';
import { navigate, productHref } from '../router.js';

/**
 * `/product/{id}`: the product's hero with its offer button.
 * @param props.id - The product's id.
 */
export function ProductPage({ id }: { id: number }) {
  const store = useStore();
  const dialogs = useDialogs();
  // the offer button's state (owned, in cart) is the shopper's: read again after a login
  const { data: product, error } = useCatalogueRequest((s, signal) => s.api.catalogue.product(id, { signal }), [id]);
  if (error) return <p className="d2d-alert d2d-alert--error">This game could not be loaded.</p>;
  if (!product) return <p role="status">Loading the game…</p>;
  return (
    <ProductHero
      product={product}
      siteId={store.site}
      offer={
        <ProductOfferButton
          product={product}
          onGoToCart={() => navigate('/cart')}
          // the bundle builder is the store's own page; this starter has none
          onBuild={() => dialogs.show({ kind: 'message', message: 'Bundles are built on the store’s own site.' })}
          productHref={productHref}
        />
      }
    />
  );
}
