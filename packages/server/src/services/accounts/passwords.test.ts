import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../../tests/reliability/reportFigure.js';
import { PASSWORD_COST, hashPassword, needsRehash, verifyPassword } from './passwords.js';

const CHEAP = { memoryKiB: 64, passes: 1, parallelism: 1 };

/** An scrypt hash as the store wrote them before Argon2id. */
function legacyScrypt(password: string, ln = 10): string {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** ln, r: 8, p: 1 });
  return `$scrypt$ln=${ln},r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('password hashing', () => {
  it("should hash at OWASP's Argon2id parameters by default and verify", async () => {
    expect(PASSWORD_COST).toEqual({ memoryKiB: 19456, passes: 2, parallelism: 1 });
    const stored = await hashPassword('secret12');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('secret12', stored)).toBe(true);
    expect(await verifyPassword('secret13', stored)).toBe(false);
    reportFigure('Argon2id m=19456 KiB, t=2, p=1; weaker and scrypt hashes redone at login');
  });

  it('should salt every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same-pass1', CHEAP), hashPassword('same-pass1', CHEAP)]);
    expect(a).not.toBe(b);
  });

  it('should treat a composed and a decomposed accent as the same password', async () => {
    const stored = await hashPassword('caf\u00e9pass1', CHEAP);
    expect(await verifyPassword('cafe\u0301pass1', stored)).toBe(true);
    expect(await verifyPassword('cafe\u0301pass1', legacyScrypt('caf\u00e9pass1'))).toBe(true);
  });

  it('should still verify the scrypt hashes of older accounts', async () => {
    const stored = legacyScrypt('secret12');
    expect(await verifyPassword('secret12', stored)).toBe(true);
    expect(await verifyPassword('secret13', stored)).toBe(false);
  });

  it('should never match a malformed or absurd-cost hash', async () => {
    const good = await hashPassword('secret12', CHEAP);
    for (const stored of [
      '', 'plain', '$scrypt$ln=14,r=8,p=5$abc', '$scrypt$ln=40,r=8,p=1$YWJj$' + 'A'.repeat(43), '$scrypt$ln=10,r=8,p=1$YWJj$short',
      good.replace('m=64', 'm=9999999'), good.replace('t=1', 't=999'), good.replace('$argon2id$', '$argon2i$'), good.slice(0, -5),
    ]) {
      expect(await verifyPassword('secret12', stored), stored).toBe(false);
    }
  });

  it('should ask for a rehash only of weaker hashes', async () => {
    const cheap = await hashPassword('secret12', CHEAP);
    expect(needsRehash(cheap, PASSWORD_COST)).toBe(true);
    expect(needsRehash(cheap, CHEAP)).toBe(false);
    expect(needsRehash(await hashPassword('secret12'), CHEAP)).toBe(false);
    // every scrypt hash is redone, whatever its cost
    expect(needsRehash(legacyScrypt('secret12', 14), CHEAP)).toBe(true);
    expect(needsRehash('garbage', CHEAP)).toBe(true);
  });

  it('should refuse a cost outside what Argon2id accepts', async () => {
    await expect(hashPassword('secret12', { memoryKiB: 4, passes: 1, parallelism: 1 })).rejects.toThrow(/Invalid Argon2id cost/);
    await expect(hashPassword('secret12', { memoryKiB: 64, passes: 0, parallelism: 1 })).rejects.toThrow(/Invalid Argon2id cost/);
  });
});
