import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_VALIDITY_MS } from '@d2d/contract';
import type { Db } from '../db/database.js';
import { deleteExpiredCaptchaUses, insertCaptchaUse } from './data/captchaUses.js';

/**
 * How much work a challenge asks for: PBKDF2-SHA-256 at `cost` iterations per try, and the
 * solution's counter is drawn between `minCounter` and `maxCounter` (the expected number of tries).
 */
export interface CaptchaDifficulty {
  cost: number;
  minCounter: number;
  maxCounter: number;
}

/**
 * The production difficulty: about 2,000 tries of 5,000 PBKDF2 iterations, roughly a second in a
 * browser's worker pool and several seconds for a single-threaded bot.
 */
export const CAPTCHA_DIFFICULTY: CaptchaDifficulty = Object.freeze({ cost: 5_000, minCounter: 1_000, maxCounter: 3_000 });

/** Why a captcha payload was refused, or `ok`. */
export type CaptchaVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

/** Options of {@link createCaptcha}. */
export interface CaptchaOptions {
  db: Db;
  /** Secret the challenges are signed with; a random one per process when omitted. */
  secret?: string;
  /** Clock in epoch ms (tests move it instead of sleeping). */
  now?: () => number;
  difficulty?: CaptchaDifficulty;
}

/** The self-hosted proof-of-work captcha (ALTCHA) of sign-up. */
export interface Captcha {
  /** A new signed challenge for the ALTCHA widget, valid for 120 s (spec §9). */
  challenge(): Promise<Challenge>;
  /**
   * Checks a widget payload (base64 JSON of `{ challenge, solution }`) and, when it is good,
   * marks it used so the same solution never passes twice.
   */
  verify(payload: unknown): Promise<CaptchaVerdict>;
}

// a real payload is well under 1 KB; refuse to parse anything much larger
const MAX_PAYLOAD_LENGTH = 4_096;

interface ClientPayload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Decodes the widget payload and checks its shape, so the library only ever sees sane input. */
function decodePayload(payload: string): ClientPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const { challenge, solution } = parsed;
  const parameters = challenge.parameters;
  if (!isRecord(parameters) || typeof challenge.signature !== 'string') return null;
  const hex = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{2,256}$/.test(v);
  if (!hex(parameters.nonce) || !hex(parameters.salt) || !hex(parameters.keyPrefix)) return null;
  if (typeof parameters.expiresAt !== 'number' || typeof parameters.algorithm !== 'string') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return {
    challenge: challenge as unknown as Challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
}

/**
 * Creates the captcha service. Used challenges are remembered in the `captcha_uses` table until
 * they expire, so a replay is refused across restarts and processes sharing the database.
 * @example
 * const captcha = createCaptcha({ db, secret: config.captchaHmacKey });
 * const challenge = await captcha.challenge();       // serve to the widget
 * const verdict = await captcha.verify(body['g-recaptcha-response']); // 'ok' once
 */
export function createCaptcha({ db, secret, now = Date.now, difficulty = CAPTCHA_DIFFICULTY }: CaptchaOptions): Captcha {
  const master = secret ?? randomBytes(32).toString('hex');
  // two independent secrets: one signs the challenge, one the expected derived key
  const signatureSecret = createHmac('sha256', master).update('altcha-challenge').digest('hex');
  const keySecret = createHmac('sha256', master).update('altcha-derived-key').digest('hex');

  return {
    async challenge() {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: difficulty.cost,
        counter: randomInt(difficulty.maxCounter, difficulty.minCounter),
        deriveKey,
        expiresAt: Math.floor((now() + CAPTCHA_VALIDITY_MS) / 1000),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },

    async verify(payload) {
      if (typeof payload !== 'string' || payload.trim() === '') return 'missing';
      if (payload.length > MAX_PAYLOAD_LENGTH) return 'invalid';
      const decoded = decodePayload(payload);
      if (!decoded) return 'invalid';
      const { challenge, solution } = decoded;
      const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1000;
      // checked against the injected clock; the library checks the wall clock as well
      if (expiresAtMs < now()) return 'expired';
      let result;
      try {
        result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        });
      } catch {
        return 'invalid';
      }
      if (result.expired) return 'expired';
      if (!result.verified) return 'invalid';
      const signature = challenge.signature ?? '';
      await deleteExpiredCaptchaUses(db, now());
      return (await insertCaptchaUse(db, signature, expiresAtMs)) ? 'ok' : 'used';
    },
  };
}
