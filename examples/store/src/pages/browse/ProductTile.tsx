import type { ReactNode } from 'react';
import type { ProductSummary } from '@d2d/contract';
import { ProductCard, ProductOfferButton, useStore } from '@d2d/react';
import { productHref } from '../../links.js';
import { href, navigate } from '../../router/index.js';

/** A product card with its offer button, as every list of the store shows it; `extra` goes beside the button (the rental list's Rent). */
export function ProductTile({ product, priority = false, withButton = true, extra }: { product: ProductSummary; priority?: boolean; withButton?: boolean; extra?: ReactNode }) {
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
          <>
            <ProductOfferButton
              product={product}
              size="small"
              onGoToCart={() => navigate(href('cart'))}
              onBuild={() => navigate(link)}
              onSubscribe={() => navigate(href('premium'))}
              productHref={productHref}
            />
            {extra}
          </>
        ) : undefined
      }
    />
  );
}
