// The custom elements in a React 19 app's JSX, and on the DOM side.
import '@d2d/elements/define';
import { whenPageStore, type ErrorDetail } from '@d2d/elements';
import type { ReactElement } from 'react';

export function PartnerBlock({ productId }: { productId: number }): ReactElement {
  return (
    <section>
      <d2d-store api="https://store.example.com" affiliate="blog42" site={1} link-target="_self" ond2d-error={(event) => console.warn(event.detail.message)} />
      <d2d-product-card
        product-id={productId}
        className="card"
        ond2d-add-to-cart={(event) => console.log(event.detail.response.cart_details.length)}
        ond2d-login-required={(event) => event.preventDefault()}
      />
      <d2d-buy-button product-id={String(productId)} size="small" ond2d-checkout={(event) => console.log(event.detail.url)} />
      <d2d-mini-cart mode="inline" ond2d-cart-change={(event) => console.log(event.detail.count)} />
      <d2d-cart />
      <d2d-search placeholder="Find a game" />
      {/* @ts-expect-error: sizes are 'small' and 'medium' */}
      <d2d-buy-button product-id={productId} size="huge" />
    </section>
  );
}

export async function watchErrors(): Promise<void> {
  const card = document.querySelector('d2d-product-card');
  if (card) card.productId = 1042;
  document.addEventListener('d2d-error', (event) => {
    const detail: ErrorDetail = event.detail;
    if (detail.code === 'unavailable') console.warn(detail.message);
  });
  const page = await whenPageStore();
  await page.addToCart(1042);
}
