import { z } from 'zod';
import { validateGiftEmail, validateGiftMessage, validateGiftName } from '../validation/giftForm.js';
import { ruledString } from './ruledString.js';

/**
 * The gift form of the cart (spec §3, §5): recipient name, e-mail and message. The rules and
 * messages are the contract's gift-form rules (`validateGiftForm`), so a field error can be shown
 * under the matching input: 'This field is required.', 'Input text can not be more than 20
 * characters.', 'This is not a valid email.', 'Input text can not be less than 3 characters.',
 * 'Input text can not be more than 256 characters.'. Values are trimmed.
 * @example
 * const result = giftFormSchema.safeParse(form);
 * if (!result.success) result.error.issues[0]?.message; // 'This field is required.'
 */
export const giftFormSchema = /* @__PURE__ */ (() => z
  .object({
    gift_first_name: ruledString(validateGiftName, { max: 1000 }),
    gift_last_name: ruledString(validateGiftName, { max: 1000 }),
    gift_email: ruledString(validateGiftEmail, { max: 1000 }),
    gift_mail_body: ruledString(validateGiftMessage, { max: 5000 }),
  })
  .strict())();
/** A filled gift form. */
export type GiftForm = z.infer<typeof giftFormSchema>;
