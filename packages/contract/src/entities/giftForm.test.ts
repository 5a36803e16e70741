import { describe, expect, it } from 'vitest';
import { giftFormSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const gift = { gift_first_name: 'Ana', gift_last_name: 'Lee', gift_email: 'ana@example.com', gift_mail_body: 'Enjoy the game!' };

describe('giftFormSchema', () => {
  it('should accept a filled gift form and trim it', () => {
    expect(giftFormSchema.parse({ ...gift, gift_first_name: '  Ana ' }).gift_first_name).toBe('Ana');
  });

  it('should give the spec messages per field', () => {
    expectIssueAt(giftFormSchema, { ...gift, gift_first_name: '' }, ['gift_first_name'], 'This field is required.');
    expectIssueAt(giftFormSchema, { ...gift, gift_last_name: 'x'.repeat(21) }, ['gift_last_name'], 'Input text can not be more than 20 characters.');
    expectIssueAt(giftFormSchema, { ...gift, gift_email: 'ana@example' }, ['gift_email'], 'This is not a valid email.');
    expectIssueAt(giftFormSchema, { ...gift, gift_mail_body: 'Hi' }, ['gift_mail_body'], 'Input text can not be less than 3 characters.');
    expectIssueAt(giftFormSchema, { ...gift, gift_mail_body: 'x'.repeat(257) }, ['gift_mail_body'], 'Input text can not be more than 256 characters.');
  });

  it('should report a missing field as required', () => {
    const { gift_email: _omitted, ...rest } = gift;
    expectIssueAt(giftFormSchema, rest, ['gift_email'], 'This field is required.');
  });

  it('should accept exactly 20 name and 256 message characters', () => {
    expect(giftFormSchema.safeParse({ ...gift, gift_first_name: 'x'.repeat(20), gift_mail_body: 'y'.repeat(256) }).success).toBe(true);
  });
});
