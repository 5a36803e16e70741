import { z } from 'zod';

/**
 * A self-hosted proof-of-work captcha challenge (ALTCHA v2), as `GET /api/captcha/challenge`
 * answers it. The client solves it and sends the base64 JSON `{ challenge, solution }` as the
 * sign-up's `g-recaptcha-response`. Challenges expire after 120 s (spec §9).
 */
export const captchaChallengeSchema = /* @__PURE__ */ (() => z.object({
  parameters: z.object({
    algorithm: z.string().min(1),
    nonce: z.string().min(1),
    salt: z.string().min(1),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
}).passthrough())();
/** A captcha challenge. */
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
