import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { ACTIVATION_KEY_PROBLEM, DOWNLOAD_LOCATION_UNAVAILABLE, type ActivationKey, type CartAddPayload, type GameFile, type OfferAction, type ProductRequirement } from '@d2d/contract';
import { fileDownload, offerFiles, offerKeys, type OfferButtonAction, type OfferProductLike, type OwnedProductLike, type ProductRequirementResult } from '@d2d/core';
import { useOfferButton } from '../../hooks/useOfferButton.js';
import { useStore } from '../../hooks/useStore.js';
import { OfferButtonGroup } from '../OfferButtonGroup/OfferButtonGroup.js';
import type { RequiringProductLike } from '../ProductRequirementsDialog/requirementBeforeAdd.js';
import { useDialogs } from '../StoreDialogs/DialogsContext.js';

// an owned title's dialogs load when first opened, keeping them out of every page with a buy button
const DownloadFilesDialog = lazy(() => import('../DownloadFilesDialog/DownloadFilesDialog.js').then((module) => ({ default: module.DownloadFilesDialog })));
const KeyDialog = lazy(() => import('../KeyDialog/KeyDialog.js').then((module) => ({ default: module.KeyDialog })));
const ProductRequirementsDialog = lazy(() =>
  import('../ProductRequirementsDialog/ProductRequirementsDialog.js').then((module) => ({ default: module.ProductRequirementsDialog })),
);

/** Props of {@link ProductOfferButton}. */
export interface ProductOfferButtonProps {
  /** A DLC's `productRequirements` decide whether the product-requirements dialog is asked first (a list card's are read on demand). */
  product: OfferProductLike & OwnedProductLike & RequiringProductLike;
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
  /** The href of a base game's page, linked from the product-requirements dialog. */
  productHref?: (base: ProductRequirement) => string;
  size?: 'small' | 'medium';
  className?: string;
}

/** Whether adding the product may need the product-requirements dialog: it lists bases, or it is a DLC whose list card does not say. */
const mayNeedBase = (product: RequiringProductLike): boolean =>
  product.productRequirements ? product.productRequirements.length > 0 : product.productType === 'DLC';

/** The dialog an owned title's button opened, with what it shows (`null` while loading). */
type OwnedDialog =
  | { kind: 'keys'; keys: readonly ActivationKey[] | null; error: string | null }
  | { kind: 'files'; files: readonly GameFile[] | null; error: string | null };

/**
 * The offer button bound to the store: its state comes from core's state machine, 'Add to Cart'
 * adds through `store.cart.add` (a visitor is asked to log in first and the add then completes),
 * after the product-requirements dialog when the product needs a base game the shopper neither owns
 * nor has in the cart,
 * 'Login to Subscribe' opens the login dialog, 'Download' and 'Get Key' of an owned or a premium
 * member's title open the download files and key display dialogs (spec §2) with what core's
 * `offerFiles` and `offerKeys` read; routing actions are the host's.
 * @example
 * <ProductOfferButton product={product} onGoToCart={() => navigate('/cart')} onBuild={() => navigate(byobPath)} />
 */
export function ProductOfferButton({ product, offerAction, onGoToCart, onBuild, onOwnedAction, onSubscribe, productHref, size, className }: ProductOfferButtonProps) {
  const store = useStore();
  const dialogs = useDialogs();
  const button = useOfferButton(product, offerAction);
  const [busy, setBusy] = useState(false);
  const [owned, setOwned] = useState<OwnedDialog | null>(null);
  const [requirement, setRequirement] = useState<ProductRequirementResult | null>(null);
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
        () => settle({ kind: 'keys', keys: [], error: ACTIVATION_KEY_PROBLEM }),
      );
    } else {
      setOwned({ kind: 'files', files: null, error: null });
      offerFiles(store, product, button, options).then(
        (files) => settle({ kind: 'files', files, error: null }),
        () => settle({ kind: 'files', files: null, error: DOWNLOAD_LOCATION_UNAVAILABLE }),
      );
    }
  };

  // one after the other: the base game must be in the cart before the server takes its DLC
  const addInTurn = (payloads: readonly CartAddPayload[]) => {
    setBusy(true);
    // failures show their dialog through core's `dialog` event
    payloads
      .reduce<Promise<unknown>>((previous, payload) => previous.then(() => store.cart.add(payload)), Promise.resolve())
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const onAction = (action: OfferButtonAction) => {
    switch (action) {
      case 'add-to-cart':
        // most products need no base game: only those that may need one load the check
        if (!mayNeedBase(product)) {
          addInTurn([{ product_id: product.id }]);
          return;
        }
        setBusy(true);
        import('../ProductRequirementsDialog/requirementBeforeAdd.js').then(({ requirementBeforeAdd }) => requirementBeforeAdd(store, product)).then(
          (result) => {
            if (result.state === 'none') {
              addInTurn([{ product_id: product.id }]);
              return;
            }
            setBusy(false);
            setRequirement(result);
          },
          // the requirement could not be read: the server still refuses a DLC without its base
          () => addInTurn([{ product_id: product.id }]),
        );
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
        {requirement && (
          <ProductRequirementsDialog
            open
            title={product.title}
            requirement={requirement}
            {...(productHref ? { productHref } : {})}
            onAddWithBase={(base) => {
              setRequirement(null);
              addInTurn([{ product_id: base.id }, { product_id: product.id }]);
            }}
            onAddAnyway={() => {
              setRequirement(null);
              addInTurn([{ product_id: product.id, allowNonRequiredBase: true }]);
            }}
            onClose={() => setRequirement(null)}
          />
        )}
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
