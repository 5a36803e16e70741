import { describe, expect, it } from 'vitest';
import { createHash, pbkdf2Sync } from 'node:crypto';
import type { CaptchaChallenge } from '@d2d/contract';
import { CaptchaSolveError, solveChallenge } from './solveChallenge.js';

/** Builds a v2 challenge the way altcha-lib does in deterministic mode: the prefix of a known counter's key. */
function v2Challenge(counter: number, algorithm = 'PBKDF2/SHA-256', cost = 50): CaptchaChallenge {
  const nonce = '0123456789abcdef0123456789abcdef';
  const salt = 'fedcba9876543210fedcba9876543210';
  const password = Buffer.alloc(20);
  Buffer.from(nonce, 'hex').copy(password, 0);
  password.writeUInt32BE(counter, 16);
  let key: Buffer;
  if (algorithm.startsWith('PBKDF2')) {
    key = pbkdf2Sync(password, Buffer.from(salt, 'hex'), cost, 32, 'sha256');
  } else {
    key = Buffer.concat([Buffer.from(salt, 'hex'), password]);
    for (let i = 0; i < cost; i += 1) key = createHash('sha256').update(key).digest();
  }
  return {
    parameters: { algorithm, nonce, salt, cost, keyLength: 32, keyPrefix: key.subarray(0, 3).toString('hex'), expiresAt: 4_102_444_800 },
    signature: 'sig',
  };
}

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, any>;

describe('solveChallenge', () => {
  it('should find the counter of a PBKDF2 challenge and return the payload the server verifies', async () => {
    const challenge = v2Challenge(37);
    const payload = decode(await solveChallenge(challenge));
    expect(payload.solution.counter).toBe(37);
    expect(payload.solution.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
    expect(payload.challenge).toEqual({ parameters: challenge.parameters, signature: 'sig' });
  });

  it('should solve iterated SHA-256 challenges', async () => {
    const payload = decode(await solveChallenge(v2Challenge(12, 'SHA-256', 3), { concurrency: 2 }));
    expect(payload.solution.counter).toBe(12);
  });

  it('should refuse an expired challenge', async () => {
    const challenge = v2Challenge(5);
    challenge.parameters.expiresAt = 1;
    await expect(solveChallenge(challenge)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('should stop when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge(v2Challenge(5), { signal: controller.signal })).rejects.toBeInstanceOf(CaptchaSolveError);
  });

  it('should refuse unknown algorithms', async () => {
    await expect(solveChallenge({ ...v2Challenge(1), parameters: { ...v2Challenge(1).parameters, algorithm: 'ARGON2ID' } })).rejects.toMatchObject({ reason: 'unsupported' });
  });
});
