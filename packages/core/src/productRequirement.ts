/**
 * The product-requirement states of spec §4: what to ask before a product that needs a base
 * game (a DLC) goes into the cart.
 * - `none`: no requirement, or the shopper owns a base already: add directly.
 * - `single-not-required`: one suggested base the shopper may skip: offer it, or add anyway
 *   with `allowNonRequiredBase: true`.
 * - `single-required`: one base the shopper must own first: offer the base only.
 * - `multiple`: several possible bases: list them.
 * @module
 */
import type { ProductRequirement } from '@d2d/contract';

/** A product-requirement state. */
export type ProductRequirementState = 'none' | 'single-not-required' | 'single-required' | 'multiple';

/** The state and the base products to show. */
export interface ProductRequirementResult {
  state: ProductRequirementState;
  requirements: readonly ProductRequirement[];
}

/**
 * Derives the product-requirement state of a product.
 * @param requirements - The product's `productRequirements`.
 * @param ownedProductIds - Ids of products the shopper owns; owning any listed base satisfies it.
 * @returns The state and the requirements to show.
 * @example
 * productRequirementState(product.productRequirements, []).state; // 'single-required'
 */
export function productRequirementState(
  requirements: readonly ProductRequirement[] | null | undefined,
  ownedProductIds: readonly number[] = [],
): ProductRequirementResult {
  const list = requirements ?? [];
  if (list.length === 0 || list.some((r) => ownedProductIds.includes(r.id))) return { state: 'none', requirements: [] };
  if (list.length > 1) return { state: 'multiple', requirements: list };
  const [only] = list as [ProductRequirement];
  return { state: only.isRequired ? 'single-required' : 'single-not-required', requirements: list };
}
