import { describe, expect, it } from 'vitest';
import { isTemporaryEmail } from './temporaryEmail.js';

describe('isTemporaryEmail', () => {
  it('should flag the well-known disposable domains in any case', () => {
    for (const email of ['a@mailinator.com', 'a@GuerrillaMail.com', 'a@10minutemail.com', 'a@temp-mail.org', 'a@yopmail.com', 'a@trashmail.com']) {
      expect(isTemporaryEmail(email), email).toBe(true);
    }
  });

  it('should flag subdomains of a disposable domain', () => {
    expect(isTemporaryEmail('a@eu.mailinator.com')).toBe(true);
  });

  it('should not flag ordinary domains, look-alikes or malformed input', () => {
    for (const email of ['a@example.com', 'a@notmailinator.com', 'a@mailinator.com.example.org', 'mailinator.com', '']) {
      expect(isTemporaryEmail(email), email).toBe(false);
    }
  });
});
