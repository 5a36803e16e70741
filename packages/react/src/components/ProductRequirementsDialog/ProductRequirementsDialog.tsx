import { useId } from 'react';
import type { ProductRequirement } from '@d2d/contract';
import type { ProductRequirementResult } from '@d2d/core';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link ProductRequirementsDialog}. */
export interface ProductRequirementsDialogProps {
  open: boolean;
  /** The title of the product being added (the DLC or expansion). */
  title: string;
  /** Core's `productRequirementState` of the product, for a shopper who owns none of its bases. */
  requirement: ProductRequirementResult;
  /** The href of a base game's page; without it the base games are not linked. */
  productHref?: (base: ProductRequirement) => string;
  /** Puts the base game in the cart, then this product. */
  onAddWithBase: (base: ProductRequirement) => void;
  /** Puts only this product in the cart (cart add `allowNonRequiredBase`); offered only when no base is required. */
  onAddAnyway: () => void;
  onClose: () => void;
}

/** Whether the server takes the product without any of its bases: every listed base is only suggested. */
export function canAddWithoutBase(requirement: ProductRequirementResult): boolean {
  return requirement.requirements.length > 0 && requirement.requirements.every((r) => !r.isRequired);
}

/**
 * The product-requirements modal (spec §2 Modals, §4 product requirement states): asked before a
 * product whose base game the shopper neither owns nor has in the cart goes into the cart. It
 * names the base game (linked to its page) and offers to add it together with this product, to
 * add this product alone when the base is only suggested (`single-not-required`), or to cancel;
 * with several possible bases (`multiple`) each is listed with its own add button.
 * @example
 * <ProductRequirementsDialog open title="Starfall Tactics: Void Raiders"
 *   requirement={productRequirementState(dlc.productRequirements, ownedIds)}
 *   productHref={hrefOf} onAddWithBase={addBoth} onAddAnyway={addAlone} onClose={close} />
 */
export function ProductRequirementsDialog({ open, title, requirement, productHref, onAddWithBase, onAddAnyway, onClose }: ProductRequirementsDialogProps) {
  const bodyId = useId();
  const bases = requirement.requirements;
  const optional = canAddWithoutBase(requirement);
  const [single] = bases.length === 1 ? bases : [];
  const baseName = (base: ProductRequirement) =>
    productHref ? (
      // the link leaves this page: the dialog goes with it
      <a href={productHref(base)} onClick={onClose}>
        {base.title}
      </a>
    ) : (
      <strong>{base.title}</strong>
    );

  return (
    <Dialog
      open={open}
      title="Product Requirements"
      onClose={onClose}
      size="small"
      describedBy={bodyId}
      footer={
        <>
          {single && (
            <button type="button" className="d2d-button d2d-button--buy" onClick={() => onAddWithBase(single)}>
              Add Both to Cart
            </button>
          )}
          {optional && (
            <button type="button" className="d2d-button" onClick={onAddAnyway}>
              Add Anyway
            </button>
          )}
          <button type="button" className="d2d-button" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <div id={bodyId} className="d2d-message">
        {single ? (
          <p>
            {title} {single.isRequired ? 'requires the base game' : 'is meant to be played with the base game'} {baseName(single)}, which you do not own and
            is not in your cart.
          </p>
        ) : (
          <p>
            {title} {optional ? 'is meant to be played with one of these base games' : 'requires one of these base games'}. You own none of them and none is in
            your cart.
          </p>
        )}
        {single ? (
          <p>{optional ? 'Add the base game with it, or add this one anyway.' : 'Add the base game with it to continue.'}</p>
        ) : (
          <ul className="d2d-summary__links">
            {bases.map((base) => (
              <li key={base.id}>
                {baseName(base)}{' '}
                <button type="button" className="d2d-button d2d-button--small" aria-label={`Add ${base.title} and ${title} to Cart`} onClick={() => onAddWithBase(base)}>
                  Add with this
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
