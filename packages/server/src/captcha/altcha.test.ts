import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openTestDatabase, type TestDatabase } from '../__tests__/testDatabase.js';
import { CAPTCHA_DIFFICULTY, createCaptcha, type Captcha } from './altcha.js';

const EASY = { cost: 10, minCounter: 5, maxCounter: 30 };

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA captcha', () => {
  let database: TestDatabase;
  let db: Db;
  let clock: number;
  let captcha: Captcha;

  beforeEach(async () => {
    database = await openTestDatabase('captcha');
    db = database.db;
    clock = Date.now();
    captcha = createCaptcha({ db, secret: 'test-secret', now: () => clock, difficulty: EASY });
  });
  afterEach(async () => {
    await database.remove();
  });

  it('should issue signed challenges that expire 120 s after issue', async () => {
    const challenge = await captcha.challenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: EASY.cost });
    expect(challenge.parameters.expiresAt).toBe(Math.floor((clock + 120_000) / 1000));
  });

  it('should use production difficulty by default', async () => {
    const production = createCaptcha({ db, secret: 'x', now: () => clock });
    const { parameters } = await production.challenge();
    expect(parameters.cost).toBe(CAPTCHA_DIFFICULTY.cost);
  });

  it('should accept a solution once and refuse its replay', async () => {
    const payload = await solve(await captcha.challenge());
    expect(await captcha.verify(payload)).toBe('ok');
    expect(await captcha.verify(payload)).toBe('used');
  });

  it('should let only one of two simultaneous submissions of a solution through', async () => {
    const payload = await solve(await captcha.challenge());
    const verdicts = await Promise.all([captcha.verify(payload), captcha.verify(payload), captcha.verify(payload)]);
    expect(verdicts.sort()).toEqual(['ok', 'used', 'used']);
  });

  it('should refuse a solution after 120 s by the injected clock', async () => {
    const payload = await solve(await captcha.challenge());
    clock += 121_000;
    expect(await captcha.verify(payload)).toBe('expired');
  });

  it('should refuse challenges signed with another secret', async () => {
    const other = createCaptcha({ db, secret: 'other-secret', now: () => clock, difficulty: EASY });
    expect(await captcha.verify(await solve(await other.challenge()))).toBe('invalid');
  });

  it('should refuse a challenge whose parameters were made easier', async () => {
    const challenge = await captcha.challenge();
    const payload = await solve({ ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } });
    expect(await captcha.verify(payload)).toBe('invalid');
  });

  it('should answer missing or invalid for anything that is not a payload', async () => {
    expect(await captcha.verify(undefined)).toBe('missing');
    expect(await captcha.verify('   ')).toBe('missing');
    for (const bad of [42, {}, 'garbage', Buffer.from('{"challenge":1,"solution":2}').toString('base64'), Buffer.from('[]').toString('base64')]) {
      expect(await captcha.verify(bad)).toBe(typeof bad === 'string' ? 'invalid' : 'missing');
    }
  });

  it('should forget used solutions once they expired', async () => {
    await captcha.verify(await solve(await captcha.challenge()));
    clock += 121_000;
    await captcha.verify(await solve(await captcha.challenge()));
    expect(await db.selectFrom('captcha_uses').selectAll().execute()).toHaveLength(1);
  });
});
