import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import argon2, { type Algorithm } from '@node-rs/argon2';

/** Argon2id's cost parameters: memory in KiB, passes over it, lanes. */
export interface PasswordCost {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

/**
 * OWASP's Argon2id setting (Password Storage Cheat Sheet; ARCHITECTURE.md, Security): m=19 MiB,
 * t=2, p=1. Tests may pass a cheaper cost through the app options; this stays the default.
 */
export const PASSWORD_COST: PasswordCost = Object.freeze({ memoryKiB: 19 * 1024, passes: 2, parallelism: 1 });

/** `Algorithm.Argon2id` of @node-rs/argon2: a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

// a corrupted or hostile hash string must not make one login allocate gigabytes or loop for minutes
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 16;
const MAX_PARALLELISM = 8;

/** scrypt's cost parameters, of hashes stored before Argon2id: `N` (a power of two), block size `r`, parallelism `p`. */
interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const KEY_LENGTH = 32;
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

function assertPasswordCost(cost: PasswordCost): void {
  const { memoryKiB, passes, parallelism } = cost;
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!whole(parallelism, 1, MAX_PARALLELISM) || !whole(memoryKiB, 8 * parallelism, MAX_MEMORY_KIB) || !whole(passes, 1, MAX_PASSES)) {
    throw new RangeError(`Invalid Argon2id cost ${JSON.stringify(cost)}: memory from 8·p to ${MAX_MEMORY_KIB} KiB, 1 to ${MAX_PASSES} passes, 1 to ${MAX_PARALLELISM} lanes.`);
  }
}

/**
 * Hashes a password with Argon2id and a fresh random salt, in the PHC string format, so hashes
 * made at an older cost still verify after the default is raised.
 * @example
 * const stored = await hashPassword('hunter22a'); // "$argon2id$v=19$m=19456,t=2,p=1$…$…"
 */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  assertPasswordCost(cost);
  return argon2.hash(password.normalize('NFC'), {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKiB,
    timeCost: cost.passes,
    parallelism: cost.parallelism,
  });
}

/** The cost an Argon2id PHC string names, or null when it is not one or names an absurd cost. */
function argon2Cost(stored: string): PasswordCost | null {
  const match = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{22,}$/.exec(stored);
  if (!match) return null;
  const cost = { memoryKiB: Number(match[1]), passes: Number(match[2]), parallelism: Number(match[3]) };
  try {
    assertPasswordCost(cost);
  } catch {
    return null;
  }
  return cost;
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
 * Checks a password against a stored hash (Argon2id, or scrypt of accounts made before it) in
 * constant time. A malformed hash never matches.
 * @returns true when the password is the one that was hashed.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (argon2Cost(stored)) {
    try {
      return await argon2.verify(stored, password.normalize('NFC'));
    } catch {
      return false;
    }
  }
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

/**
 * True when a stored hash should be redone while the password is at hand: an scrypt hash (made
 * before Argon2id), an Argon2id hash of less memory or fewer passes than `cost`, or an unreadable
 * one. A stronger hash is never downgraded.
 */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const current = argon2Cost(stored);
  if (!current) return true;
  return current.memoryKiB < cost.memoryKiB || current.passes < cost.passes;
}
