import type { Product, ProductRequirement } from '@d2d/contract';
import { productRequirementState, type ProductRequirementResult, type RequestOptions, type Store } from '@d2d/core';
import { purchaseOffer } from '../../utils/offerPrices.js';

/** The product fields the check reads; a list card carries no `productRequirements`. */
export interface RequiringProductLike {
  id: number;
  productType?: string | null;
  productRequirements?: readonly ProductRequirement[] | null;
}

/** Whether the signed-in reader owns the product, as its detail tells them. */
function isOwned(product: Product): boolean {
  return purchaseOffer(product)?.hasBeenPurchased === true || (product.skuIdsPurchased?.length ?? 0) > 0;
}

/**
 * What to ask before a product goes into the cart (spec §4 product requirement states): `none`
 * when it needs no base game, a base is in the cart, or the signed-in shopper owns one; else the
 * state to show in the product-requirements dialog. A DLC's list card carries no requirements, so
 * its detail is read for them; ownership comes from each base's detail, read as the shopper. A
 * visitor's library is unknown until the login the add asks for, so a visitor is asked as if they
 * owned no base.
 * @param store - The store.
 * @param product - The product to add.
 * @param options - Abort signal and the like.
 * @returns The requirement state and the bases to offer.
 * @example
 * const { state } = await requirementBeforeAdd(store, dlc);
 * if (state === 'none') await store.cart.add({ product_id: dlc.id });
 */
export async function requirementBeforeAdd(
  store: Pick<Store, 'api' | 'cart' | 'session'>,
  product: RequiringProductLike,
  options?: RequestOptions,
): Promise<ProductRequirementResult> {
  const requirements =
    product.productRequirements ?? (product.productType === 'DLC' ? ((await store.api.catalogue.product(product.id, options)).productRequirements ?? []) : []);
  if (requirements.length === 0) return { state: 'none', requirements: [] };
  const inCart = store.cart.productIds.value.filter((id) => requirements.some((r) => r.id === id));
  if (inCart.length > 0 || !store.session.isLoggedIn.value) return productRequirementState(requirements, inCart);
  const bases = await Promise.all(requirements.map((r) => store.api.catalogue.product(r.id, options)));
  return productRequirementState(requirements, bases.filter(isOwned).map((b) => b.id));
}
