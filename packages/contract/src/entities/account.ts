import { z } from 'zod';
import { idSchema, moneySchema, urlSchema } from './wire.js';

/** The billing address of an account (spec §3 Account.address). */
export const accountAddressSchema = /* @__PURE__ */ (() => z.object({
  user_name: z.string().nullable().optional(),
  street_1: z.string().nullable().optional(),
  street_2: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  zipcode: z.string().nullable().optional(),
  country_code_id: z.number().int().nullable().optional(),
  country: z.object({ code2: z.string().length(2) }).nullable().optional(),
}))();
/** A billing address. */
export type AccountAddress = z.infer<typeof accountAddressSchema>;

/** The social providers an account can link (spec §6). */
export const socialProviderSchema = /* @__PURE__ */ (() => z.enum(['facebook', 'google']))();
/** `'facebook'` or `'google'`. */
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** Whether a social provider (`source`) is linked to the account. */
export const socialConnectionSchema = /* @__PURE__ */ (() => z.object({
  source: z.string().min(1),
  connected: z.boolean(),
}))();
/** A social connection. */
export type SocialConnection = z.infer<typeof socialConnectionSchema>;

/**
 * Answer of `GET /api/account/auth/providers`: the providers this store signs in with, in the
 * order the login dialog shows their buttons (none when the deployment configures none).
 */
export const socialProviderListSchema = /* @__PURE__ */ (() => z.object({
  providers: z.array(socialProviderSchema),
}))();
/** The configured social providers. */
export type SocialProviderList = z.infer<typeof socialProviderListSchema>;

/**
 * Answer of `GET /api/account/auth/{provider}/authorize`: where to send the shopper, and the
 * `state` and PKCE `code_verifier` the client keeps until the provider sends the shopper back, then
 * posts with the `code` to `POST /api/account/auth/{provider}`.
 */
export const socialAuthorizationSchema = /* @__PURE__ */ (() => z.object({
  /** The provider's page (another site): left as sent. */
  authorization_url: urlSchema,
  state: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
}))();
/** A social authorization request. */
export type SocialAuthorization = z.infer<typeof socialAuthorizationSchema>;

/** Answer of `GET /api/account/social`. */
export const socialConnectionListSchema = /* @__PURE__ */ (() => z.object({
  connections: z.array(socialConnectionSchema),
  /**
   * Set by an unlink that removed the account's last way in (no password, no other provider):
   * the server ended every session and mailed a link to choose a password (spec §6).
   */
  signed_out: z.boolean().optional(),
}))();
/** The account's social connections. */
export type SocialConnectionList = z.infer<typeof socialConnectionListSchema>;

/**
 * The signed-in account (spec §3 Account), as `getcurrent`, `show`, login and sign-up answer.
 * - `userName` and `user_name` are alternates; either may be present.
 * - `allow_tracking: null` means the shopper was not asked yet (the consent modal opens).
 * - `token` and `remember_token` are present on login, sign-up and password-change answers only.
 * - `vip_tier` is the tier number, `null` or absent for a non-member.
 * - `bonus20hrs` / `freeTrialEvent` are the campaign flags of spec §4.
 * - `temporary_email` is true when the e-mail is on a temporary domain (social sign-ups without
 *   an e-mail): the header shows the user name instead and an update-and-confirm flow replaces it.
 * @example
 * const account = accountSchema.parse(await res.json());
 * if (account.allow_tracking === null) openTrackingConsent();
 */
export const accountSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  emailAddress: z.string().min(1),
  unconfirmedEmail: z.string().nullable().optional(),
  firstName: z.string().nullable().optional(),
  userName: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
  subscribe: z.boolean().optional(),
  allow_tracking: z.boolean().nullable().optional(),
  address: accountAddressSchema.nullable().optional(),
  connections: z.array(socialConnectionSchema).optional(),
  gdprOptIn: z.boolean().nullable().optional(),
  token: z.string().min(1).optional(),
  /** The remember token of a login, sign-up or password-change answer, for token login later. */
  remember_token: z.string().min(1).nullable().optional(),
  /** Lifetime spend, the measure of VIP tier thresholds. */
  purchase_amount: moneySchema.optional(),
  /** `welcome` is true once the first-time loyalty congratulation was acknowledged. */
  loyalty_misc: z.object({ welcome: z.boolean().optional() }).nullable().optional(),
  vip_tier: z.number().int().nonnegative().nullable().optional(),
  bonus20hrs: z.boolean().nullable().optional(),
  freeTrialEvent: z.boolean().nullable().optional(),
  temporary_email: z.boolean().optional(),
  /** False for an account made by social login that has not chosen a password yet. */
  password_set: z.boolean().optional(),
}))();
/** The signed-in account. */
export type Account = z.infer<typeof accountSchema>;

export { accountHeaderName } from './accountHeaderName.js';
