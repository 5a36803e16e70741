/**
 * The billing address and card paywall rule of spec §5. Field names are the wire names of the
 * account address (§3).
 * @module
 */
import { MESSAGES } from '../messages.js';
import { collectFieldErrors, validateRequired } from './fieldErrors.js';
import type { FieldErrors } from './fieldErrors.js';

/** What the billing address form holds. */
export interface BillingAddressValues {
  /** The name on the address / card. */
  readonly user_name?: string | null;
  readonly street_1?: string | null;
  /** Optional. */
  readonly street_2?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zipcode?: string | null;
  /** The country's id (a select value, so possibly a string). */
  readonly country_code_id?: number | string | null;
}

/** A required field of {@link BillingAddressValues}. */
export type BillingAddressField = 'user_name' | 'street_1' | 'city' | 'state' | 'zipcode' | 'country_code_id';

/**
 * Checks a billing address: name, address line 1, city, state, ZIP and country required
 * ('This field is required.'); line 2 optional. A country id must be a positive whole number.
 * @param values - The form's values.
 * @returns The errors by field; empty when the address is complete.
 * @example
 * validateBillingAddress({ user_name: 'Ana', street_1: '1 Main St', city: 'Irvine', state: 'CA', zipcode: '92618', country_code_id: 1 });
 * // {}
 */
export function validateBillingAddress(values: BillingAddressValues): FieldErrors<BillingAddressField> {
  return collectFieldErrors<BillingAddressField>({
    user_name: validateRequired(values.user_name),
    street_1: validateRequired(values.street_1),
    city: validateRequired(values.city),
    state: validateRequired(values.state),
    zipcode: validateRequired(values.zipcode),
    country_code_id: hasCountry(values.country_code_id) ? null : MESSAGES.fieldRequired,
  });
}

function hasCountry(id: number | string | null | undefined): boolean {
  if (id === null || id === undefined) return false;
  const text = String(id).trim();
  if (!/^\d+$/.test(text)) return false;
  return Number(text) > 0;
}
