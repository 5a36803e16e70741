import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { deriveKey } from './secretKeys.js';

const SECRET = 'a-test-secret-shared-by-every-instance-0123456789';

describe('SECRET_KEY', () => {
  it('should derive one key per purpose, the same on every instance and unlike the secret', () => {
    const captcha = deriveKey(SECRET, 'captcha');
    expect(captcha).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveKey(SECRET, 'captcha')).toBe(captcha);
    expect(deriveKey(SECRET, 'download-links')).not.toBe(captcha);
    expect(deriveKey(`${SECRET}!`, 'captcha')).not.toBe(captcha);
    expect(captcha).not.toContain(Buffer.from(SECRET).toString('hex').slice(0, 16));
  });

  it('should sign captchas and download links with keys from SECRET_KEY, CAPTCHA_HMAC_KEY still naming the captcha key', () => {
    const config = readConfig({ SECRET_KEY: SECRET });
    expect(config).toMatchObject({ secretKey: SECRET, captchaHmacKey: deriveKey(SECRET, 'captcha'), downloadSigningKey: deriveKey(SECRET, 'download-links') });
    expect(readConfig({ SECRET_KEY: SECRET, CAPTCHA_HMAC_KEY: 'older-key' }).captchaHmacKey).toBe('older-key');
    expect(readConfig({})).toMatchObject({ secretKey: undefined, captchaHmacKey: undefined, downloadSigningKey: undefined });
    expect(() => readConfig({ SECRET_KEY: 'x'.repeat(31) })).toThrow('SECRET_KEY must be at least 32 characters');
  });
});
