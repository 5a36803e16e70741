import { useState } from 'react';
import type { OfferAction } from '@d2d/contract';
import type { OfferButtonAction, OfferProductLike } from '@d2d/core';
import { useOfferButton } from '../../hooks/useOfferButton.js';
import { useStore } from '../../hooks/useStore.js';
import { OfferButtonGroup } from '../OfferButtonGroup/OfferButtonGroup.js';
import { useDialogs } from '../StoreDialogs/DialogsContext.js';

/** Props of {@link ProductOfferButton}. */
export interface ProductOfferButtonProps {
  product: OfferProductLike & { title: string };
  offerAction?: OfferAction | null;
  /** Go to the cart ('In Cart'). */
  onGoToCart: () => void;
  /** Open the bundle builder ('Build Your Own Bundle'). */
  onBuild: () => void;
  /** Download or show the key of an owned title (the store opens the download or key dialog). */
  onOwnedAction?: (action: 'download' | 'show-key') => void;
  /** Subscribe to the premium plan. */
  onSubscribe?: () => void;
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * The offer button bound to the store: its state comes from core's state machine, 'Add to Cart'
 * adds through `store.cart.add` (a visitor is asked to log in first and the add then completes),
 * 'Login to Subscribe' opens the login dialog; routing actions are the host's.
 * @example
 * <ProductOfferButton product={product} onGoToCart={() => navigate('/cart')} onBuild={() => navigate(byobPath)} />
 */
export function ProductOfferButton({ product, offerAction, onGoToCart, onBuild, onOwnedAction, onSubscribe, size, className }: ProductOfferButtonProps) {
  const store = useStore();
  const dialogs = useDialogs();
  const button = useOfferButton(product, offerAction);
  const [busy, setBusy] = useState(false);

  const onAction = (action: OfferButtonAction) => {
    switch (action) {
      case 'add-to-cart':
        setBusy(true);
        // failures show their dialog through core's `dialog` event
        store.cart
          .add({ product_id: product.id })
          .catch(() => undefined)
          .finally(() => setBusy(false));
        return;
      case 'go-to-cart':
        onGoToCart();
        return;
      case 'build':
        onBuild();
        return;
      case 'login':
        dialogs.openLogin('login');
        return;
      case 'subscribe':
        onSubscribe?.();
        return;
      case 'download':
      case 'show-key':
        onOwnedAction?.(action);
        return;
      default:
        return;
    }
  };

  return <OfferButtonGroup button={button} busy={busy} onAction={onAction} productTitle={product.title} {...(size ? { size } : {})} {...(className ? { className } : {})} />;
}
