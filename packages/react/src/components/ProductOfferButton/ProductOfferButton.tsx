import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { MESSAGES, type ActivationKey, type GameFile, type OfferAction } from '@d2d/contract';
import { fileDownload, offerFiles, offerKeys, type OfferButtonAction, type OfferProductLike, type OwnedProductLike } from '@d2d/core';
import { useOfferButton } from '../../hooks/useOfferButton.js';
import { useStore } from '../../hooks/useStore.js';
import { OfferButtonGroup } from '../OfferButtonGroup/OfferButtonGroup.js';
import { useDialogs } from '../StoreDialogs/DialogsContext.js';

// an owned title's dialogs load when first opened, keeping them out of every page with a buy button
const DownloadFilesDialog = lazy(() => import('../DownloadFilesDialog/DownloadFilesDialog.js').then((module) => ({ default: module.DownloadFilesDialog })));
const KeyDialog = lazy(() => import('../KeyDialog/KeyDialog.js').then((module) => ({ default: module.KeyDialog })));

/** Props of {@link ProductOfferButton}. */
export interface ProductOfferButtonProps {
  product: OfferProductLike & OwnedProductLike;
  offerAction?: OfferAction | null;
  /** Go to the cart ('In Cart'). */
  onGoToCart: () => void;
  /** Open the bundle builder ('Build Your Own Bundle'). */
  onBuild: () => void;
  /**
   * Download or show the key of an owned (or a premium member's) title yourself. Without it the
   * button opens the download files or key display dialog.
   */
  onOwnedAction?: (action: 'download' | 'show-key') => void;
  /** Subscribe to the premium plan. */
  onSubscribe?: () => void;
  size?: 'small' | 'medium';
  className?: string;
}

/** The dialog an owned title's button opened, with what it shows (`null` while loading). */
type OwnedDialog =
  | { kind: 'keys'; keys: readonly ActivationKey[] | null; error: string | null }
  | { kind: 'files'; files: readonly GameFile[] | null; error: string | null };

/**
 * The offer button bound to the store: its state comes from core's state machine, 'Add to Cart'
 * adds through `store.cart.add` (a visitor is asked to log in first and the add then completes),
 * 'Login to Subscribe' opens the login dialog, 'Download' and 'Get Key' of an owned or a premium
 * member's title open the download files and key display dialogs (spec §2) with what core's
 * `offerFiles` and `offerKeys` read; routing actions are the host's.
 * @example
 * <ProductOfferButton product={product} onGoToCart={() => navigate('/cart')} onBuild={() => navigate(byobPath)} />
 */
export function ProductOfferButton({ product, offerAction, onGoToCart, onBuild, onOwnedAction, onSubscribe, size, className }: ProductOfferButtonProps) {
  const store = useStore();
  const dialogs = useDialogs();
  const button = useOfferButton(product, offerAction);
  const [busy, setBusy] = useState(false);
  const [owned, setOwned] = useState<OwnedDialog | null>(null);
  const reading = useRef<AbortController | null>(null);

  useEffect(() => () => reading.current?.abort(), []);

  const closeOwned = () => {
    reading.current?.abort();
    setOwned(null);
  };

  const openOwned = (action: 'download' | 'show-key') => {
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    const options = { signal: controller.signal, navigate: false };
    const settle = (next: OwnedDialog) => {
      if (!controller.signal.aborted) setOwned(next);
    };
    if (action === 'show-key') {
      setOwned({ kind: 'keys', keys: null, error: null });
      offerKeys(store, product, button, options).then(
        (keys) => settle({ kind: 'keys', keys, error: null }),
        () => settle({ kind: 'keys', keys: [], error: MESSAGES.activationKeyProblem }),
      );
    } else {
      setOwned({ kind: 'files', files: null, error: null });
      offerFiles(store, product, button, options).then(
        (files) => settle({ kind: 'files', files, error: null }),
        () => settle({ kind: 'files', files: null, error: MESSAGES.downloadLocationUnavailable }),
      );
    }
  };

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
        if (onOwnedAction) onOwnedAction(action);
        else openOwned(action);
        return;
      default:
        return;
    }
  };

  return (
    <>
      <OfferButtonGroup button={button} busy={busy} onAction={onAction} productTitle={product.title} {...(size ? { size } : {})} {...(className ? { className } : {})} />
      <Suspense fallback={null}>
        {owned?.kind === 'keys' && <KeyDialog open title={product.title} keys={owned.keys} error={owned.error} onClose={closeOwned} />}
        {owned?.kind === 'files' && (
          <DownloadFilesDialog
            open
            title={product.title}
            files={owned.files}
            error={owned.error}
            onClose={closeOwned}
            resolve={(file) => fileDownload(store, file, { navigate: false })}
          />
        )}
      </Suspense>
    </>
  );
}
