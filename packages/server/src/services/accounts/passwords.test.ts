import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, hashPassword, needsRehash, verifyPassword } from './passwords.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('should hash at the full production cost by default (N=2^14, r=8, p=5) and verify', async () => {
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 5 });
    const started = performance.now();
    const stored = await hashPassword('secret12');
    const took = performance.now() - started;
    expect(stored).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[\w-]{22}\$[\w-]{43}$/);
    // the cost must be real work, not a no-op
    expect(took).toBeGreaterThan(10);
    expect(await verifyPassword('secret12', stored)).toBe(true);
    expect(await verifyPassword('secret13', stored)).toBe(false);
  });

  it('should salt every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same-pass1', CHEAP), hashPassword('same-pass1', CHEAP)]);
    expect(a).not.toBe(b);
  });

  it('should treat a composed and a decomposed accent as the same password', async () => {
    const stored = await hashPassword('caf\u00e9pass1', CHEAP);
    expect(await verifyPassword('cafe\u0301pass1', stored)).toBe(true);
  });

  it('should never match a malformed or absurd-cost hash', async () => {
    for (const stored of ['', 'plain', '$scrypt$ln=14,r=8,p=5$abc', '$scrypt$ln=40,r=8,p=1$YWJj$' + 'A'.repeat(43), '$scrypt$ln=10,r=8,p=1$YWJj$short']) {
      expect(await verifyPassword('secret12', stored)).toBe(false);
    }
  });

  it('should ask for a rehash only of weaker hashes', async () => {
    const cheap = await hashPassword('secret12', CHEAP);
    expect(needsRehash(cheap, PASSWORD_COST)).toBe(true);
    expect(needsRehash(cheap, CHEAP)).toBe(false);
    expect(needsRehash('$scrypt$ln=14,r=8,p=5$YWJj$' + 'A'.repeat(43), CHEAP)).toBe(false);
  });

  it('should refuse a cost that is not a power of two', async () => {
    await expect(hashPassword('secret12', { N: 1000, r: 8, p: 1 })).rejects.toThrow(/power of two/);
  });
});
