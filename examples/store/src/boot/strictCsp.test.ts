import { describe, expect, it } from 'vitest';

describe('strictCsp', () => {
  it('should leave zod in jitless mode without importing it first', async () => {
    await import('./strictCsp.js');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
