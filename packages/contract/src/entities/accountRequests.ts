import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { validateCaptcha } from '../validation/captcha.js';
import { validateEmail } from '../validation/email.js';
import { validateRequired } from '../validation/fieldErrors.js';
import { validatePassword } from '../validation/password.js';
import { validatePasswordConfirmation } from '../validation/confirm.js';
import { socialProviderSchema } from './account.js';
import { queryInt } from './query.js';
import { idSchema } from './wire.js';
import { ruledString } from './ruledString.js';

/**
 * Request bodies and queries of the account calls (spec §7 Account). Bodies are strict: unknown
 * keys, missing fields and over-long values are rejected with the §5 messages, the same rules the
 * forms run before sending.
 */

const email = () => ruledString(validateEmail, { max: 254 });
const newPassword = () => ruledString(validatePassword, { trim: false, max: 128 });
const existingPassword = () => ruledString(validateRequired, { trim: false, max: 128 });
const userName = () => ruledString(validateRequired, { max: 50 });

// Confirmation must equal the new password ('Passwords do not match'), reported on the confirmation.
function confirmsPassword(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx): void {
  const message = validatePasswordConfirmation(value.password, value.password_confirmation);
  if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['password_confirmation'] });
}

/**
 * Body of `POST /api/account/sign_up`: the account and the captcha solution (`g-recaptcha-response`,
 * an ALTCHA payload on this store). `last_name` and `gdpr` travel too (spec §5).
 * @example
 * signUpBodySchema.parse({
 *   account: { user_name: 'ana', email: 'ana@example.com', password: 'secret12' },
 *   'g-recaptcha-response': payload,
 * });
 */
export const signUpBodySchema = /* @__PURE__ */ (() => z
  .object({
    account: z
      .object({
        user_name: userName(),
        email: email(),
        password: newPassword(),
        password_confirmation: z.string().max(128).optional(),
        last_name: z.string().trim().max(50).optional(),
        gdpr: z.boolean().optional(),
        subscribe: z.boolean().optional(),
      })
      .strict()
      .superRefine((a, ctx) => {
        if (a.password_confirmation !== undefined) {
          confirmsPassword({ password: a.password, password_confirmation: a.password_confirmation }, ctx);
        }
      }),
    'g-recaptcha-response': ruledString(validateCaptcha, { max: 20_000 }),
  })
  .strict())();
/** A sign-up body. */
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** Login with e-mail and password. */
export const passwordLoginBodySchema = /* @__PURE__ */ (() => z
  .object({ email: email(), password: existingPassword() })
  .strict())();
/** Login with a remembered token (token login). */
export const tokenLoginBodySchema = /* @__PURE__ */ (() => z
  .object({ remember_token: z.string().trim().min(16).max(512) })
  .strict())();

/**
 * Body of `POST /api/account/login`: e-mail and password, or `remember_token`.
 * @example
 * loginBodySchema.parse({ email: 'ana@example.com', password: 'secret12' });
 */
export const loginBodySchema = /* @__PURE__ */ (() => z.union([passwordLoginBodySchema, tokenLoginBodySchema]))();
/** A login body. */
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Body of `POST /api/account/auth/{facebook|google}`: the provider's authorisation `code` (with
 * the `redirect_uri` and PKCE `code_verifier` it was issued for, the `state` and, from providers
 * that send it, the `iss` of the redirect), or an `access_token` / `id_token` obtained by the
 * provider's own script. With the shopper's token in the `SOCIAL_AUTH_HEADER` header the call
 * links the provider to that account instead of signing in.
 */
export const socialLoginBodySchema = /* @__PURE__ */ (() => z
  .object({
    code: z.string().trim().min(1).max(2048).optional(),
    redirect_uri: z.string().trim().min(1).max(2048).optional(),
    code_verifier: z.string().trim().min(43).max(128).optional(),
    state: z.string().trim().min(1).max(512).optional(),
    iss: z.string().trim().min(1).max(2048).optional(),
    access_token: z.string().trim().min(1).max(4096).optional(),
    id_token: z.string().trim().min(1).max(8192).optional(),
  })
  .strict()
  .refine((b) => b.code !== undefined || b.access_token !== undefined || b.id_token !== undefined, {
    message: 'One of code, access_token or id_token is required',
    path: ['code'],
  }))();
/** A social login body. */
export type SocialLoginBody = z.infer<typeof socialLoginBodySchema>;

/** A billing address as the account update sends it (spec §5: line 2 optional, the rest required). */
export const addressInputSchema = /* @__PURE__ */ (() => z
  .object({
    user_name: ruledString(validateRequired, { max: 100 }),
    street_1: ruledString(validateRequired, { max: 200 }),
    street_2: z.string().trim().max(200).nullable().optional(),
    city: ruledString(validateRequired, { max: 100 }),
    state: ruledString(validateRequired, { max: 100 }),
    zipcode: ruledString(validateRequired, { max: 20 }),
    country_code_id: idSchema,
  })
  .strict())();
/** An address input. */
export type AddressInput = z.infer<typeof addressInputSchema>;

/**
 * Body of `PATCH /api/account/update`: any of user name, subscribe, GDPR opt-in, tracking
 * consent, or the billing address.
 * @example
 * accountUpdateBodySchema.parse({ account: { allow_tracking: true } });
 */
export const accountUpdateBodySchema = /* @__PURE__ */ (() => z
  .object({
    account: z
      .object({
        user_name: userName().optional(),
        subscribe: z.boolean().optional(),
        gdpr: z.boolean().optional(),
        allow_tracking: z.boolean().optional(),
        address: addressInputSchema.optional(),
      })
      .strict()
      .refine((a) => Object.values(a).some((v) => v !== undefined), { message: 'Nothing to update' }),
  })
  .strict())();
/** An account update body. */
export type AccountUpdateBody = z.infer<typeof accountUpdateBodySchema>;

/** Body of `POST /api/account/password`: request a reset e-mail. */
export const passwordResetRequestBodySchema = /* @__PURE__ */ (() => z
  .object({ account: z.object({ email: email() }).strict() })
  .strict())();
/** A reset request body. */
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** Body of `PUT /api/account/password`: set a new password with the e-mailed reset token. */
export const passwordResetBodySchema = /* @__PURE__ */ (() => z
  .object({
    account: z
      .object({
        reset_password_token: z.string().trim().min(1).max(256),
        password: newPassword(),
        password_confirmation: z.string({ error: MESSAGES.fieldRequired }).max(128),
      })
      .strict()
      .superRefine(confirmsPassword),
    /** Where the reset started (e.g. `'arcade'` for the sister service's accounts). */
    source: z.string().trim().min(1).max(50).optional(),
  })
  .strict())();
/** A reset body. */
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** Body of `PATCH /api/account/update_password`. */
export const updatePasswordBodySchema = /* @__PURE__ */ (() => z
  .object({
    account: z
      .object({
        current_password: existingPassword(),
        password: newPassword(),
        password_confirmation: z.string({ error: MESSAGES.fieldRequired }).max(128),
      })
      .strict()
      .superRefine(confirmsPassword),
  })
  .strict())();
/** An update-password body. */
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** Body of `PATCH /api/account/update_email`: the new e-mail and the current password. */
export const updateEmailBodySchema = /* @__PURE__ */ (() => z
  .object({
    account: z
      .object({
        email: email(),
        // an account made by social login without a password replaces its e-mail without one
        current_password: existingPassword().optional(),
      })
      .strict(),
  })
  .strict())();
/** An update-email body. */
export type UpdateEmailBody = z.infer<typeof updateEmailBodySchema>;

/** Query of `GET /d2d/account/confirmation`: the e-mailed confirmation token. */
export const confirmationQuerySchema = /* @__PURE__ */ (() => z.object({
  confirmation_token: z.string().trim().min(1).max(256),
}))();
/** A confirmation query. */
export type ConfirmationQuery = z.infer<typeof confirmationQuerySchema>;

/**
 * Body of `POST /d2d/account/confirmation`: resend the confirmation (`account.email`), or ask to
 * reconfirm a changed address (`email`).
 */
export const confirmationBodySchema = /* @__PURE__ */ (() => z.union([
  z.object({ account: z.object({ email: email() }).strict() }).strict(),
  z.object({ email: email() }).strict(),
]))();
/** A confirmation body. */
export type ConfirmationBody = z.infer<typeof confirmationBodySchema>;

/** Body of `POST /api/account/gdpr`: the GDPR opt-in or opt-out of an e-mail. */
export const gdprBodySchema = /* @__PURE__ */ (() => z.object({ email: email(), opt_in: z.boolean() }).strict())();
/** A GDPR body. */
export type GdprBody = z.infer<typeof gdprBodySchema>;

/**
 * Query of `GET /api/account/auth/{provider}/authorize`: the store page the provider sends the
 * shopper back to (the store's origin followed by `/`).
 */
export const socialAuthorizeQuerySchema = /* @__PURE__ */ (() => z.object({
  redirect_uri: z.string().trim().url().max(2048),
}))();
/** A social authorize query. */
export type SocialAuthorizeQuery = z.infer<typeof socialAuthorizeQuerySchema>;

/** Query of `DELETE /api/account/social/disconnect`: the provider to unlink. */
export const socialDisconnectQuerySchema = /* @__PURE__ */ (() => z.object({ provider: socialProviderSchema }))();
/** A social disconnect query. */
export type SocialDisconnectQuery = z.infer<typeof socialDisconnectQuerySchema>;

/**
 * Query of `GET /api/account/inventories` (my games): kind, 1-based page, page size, sort by
 * title or date, direction.
 */
export const inventoriesQuerySchema = /* @__PURE__ */ (() => z.object({
  purchase_type: z.enum(['purchase', 'rental']).optional(),
  page: queryInt.pipe(z.number().int().min(1)).optional(),
  per_page: queryInt.pipe(z.number().int().min(1).max(100)).optional(),
  sorting: z.enum(['title', 'date']).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
}))();
/** An inventories query after coercion. */
export type InventoriesQuery = z.output<typeof inventoriesQuerySchema>;

/** Query of `GET /api/account/payments` (purchase history); the store asks `per_page=65355`. */
export const paymentsQuerySchema = /* @__PURE__ */ (() => z.object({
  page: queryInt.pipe(z.number().int().min(1)).optional(),
  per_page: queryInt.pipe(z.number().int().min(1).max(65_355)).optional(),
}))();
/** A payments query after coercion. */
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
