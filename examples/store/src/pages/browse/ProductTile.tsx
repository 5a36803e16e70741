import type { ProductSummary } from '@d2d/contract';
import { ProductCard, ProductOfferButton, useStore } from '@d2d/react';
import { productHref } from '../../links.js';
import { href, navigate } from '../../router/index.js';

/** A product card with its offer button, as every list of the store shows it. */
export function ProductTile({ product, priority = false, withButton = true }: { product: ProductSummary; priority?: boolean; withButton?: boolean }) {
  const store = useStore();
  const link = productHref(product);
  return (
    <ProductCard
      product={product}
      href={link}
      siteId={store.site}
      priority={priority}
      action={
        withButton ? (
          <ProductOfferButton
            product={product}
            size="small"
            onGoToCart={() => navigate(href('cart'))}
            onBuild={() => navigate(link)}
            onSubscribe={() => navigate(href('premium'))}
          />
        ) : undefined
      }
    />
  );
}
