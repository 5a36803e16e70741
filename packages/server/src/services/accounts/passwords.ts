import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: `N` (a power of two), block size `r`, parallelism `p`. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt setting equivalent to Argon2id m=19 MiB, t=2, p=1 (ARCHITECTURE.md, Security):
 * N=2^14, r=8, p=5. Tests may pass a cheaper cost through the app options; this stays the default.
 */
export const PASSWORD_COST: ScryptCost = Object.freeze({ N: 2 ** 14, r: 8, p: 5 });

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// a corrupted or hostile hash string must not make one login allocate gigabytes
const MAX_LOG_N = 20;
/** Longer password input is refused before hashing: no real password is this long, and it bounds the work. */
export const MAX_PASSWORD_INPUT = 1024;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave headroom above Node's 32 MiB default for larger settings
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function assertCost(cost: ScryptCost): void {
  const logN = Math.log2(cost.N);
  if (!Number.isInteger(logN) || logN < 1 || logN > MAX_LOG_N || !Number.isInteger(cost.r) || cost.r < 1 || !Number.isInteger(cost.p) || cost.p < 1) {
    throw new RangeError(`Invalid scrypt cost ${JSON.stringify(cost)}: N must be a power of two up to 2^${MAX_LOG_N}, r and p positive integers.`);
  }
}

/**
 * Hashes a password with scrypt and a fresh random salt. The result names its own cost, so
 * hashes made at an older cost still verify after the default is raised.
 * @example
 * const stored = await hashPassword('hunter22a'); // "$scrypt$ln=14,r=8,p=5$…$…"
 */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  assertCost(cost);
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return `$scrypt$ln=${Math.log2(cost.N)},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const cost = { N: 2 ** Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  try {
    assertCost(cost);
  } catch {
    return null;
  }
  const key = Buffer.from(match[5] ?? '', 'base64url');
  if (key.length !== KEY_LENGTH) return null;
  return { cost, salt: Buffer.from(match[4] ?? '', 'base64url'), key };
}

/**
 * Checks a password against a stored hash in constant time. A malformed hash never matches.
 * @returns true when the password is the one that was hashed.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

/**
 * True when a stored hash is weaker than `cost` (less scrypt work) or unreadable, so it should be
 * redone while the password is at hand. A stronger hash is never downgraded.
 */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.cost.N * parsed.cost.r * parsed.cost.p < cost.N * cost.r * cost.p;
}
