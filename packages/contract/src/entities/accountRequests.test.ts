import { describe, expect, it } from 'vitest';
import {
  accountUpdateBodySchema, confirmationBodySchema, confirmationQuerySchema, gdprBodySchema, inventoriesQuerySchema,
  loginBodySchema, passwordResetBodySchema, passwordResetRequestBodySchema, paymentsQuerySchema, signUpBodySchema,
  socialDisconnectQuerySchema, socialLoginBodySchema, updateEmailBodySchema, updatePasswordBodySchema,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const signUp = {
  account: { user_name: 'ana', email: 'ana@example.com', password: 'secret12', password_confirmation: 'secret12', gdpr: true },
  'g-recaptcha-response': 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
};

describe('signUpBodySchema', () => {
  it('should accept a complete sign-up', () => {
    expect(signUpBodySchema.parse(signUp).account.email).toBe('ana@example.com');
  });

  it('should apply the password rule of spec §5 with its messages', () => {
    expectIssueAt(signUpBodySchema, { ...signUp, account: { ...signUp.account, password: 'short1', password_confirmation: 'short1' } }, ['account', 'password'], 'Must be between 8 – 16 characters and have at least 1 number');
    expectIssueAt(signUpBodySchema, { ...signUp, account: { ...signUp.account, password: 'abcdefghij', password_confirmation: 'abcdefghij' } }, ['account', 'password'], 'Must contain at least one number');
    expectIssueAt(signUpBodySchema, { ...signUp, account: { ...signUp.account, password: 'x'.repeat(16) + '1', password_confirmation: undefined } }, ['account', 'password']);
    expectIssueAt(signUpBodySchema, { ...signUp, account: { ...signUp.account, password_confirmation: 'secret13' } }, ['account', 'password_confirmation'], 'Passwords do not match');
  });

  it('should require the captcha and a valid e-mail', () => {
    expectIssueAt(signUpBodySchema, { ...signUp, 'g-recaptcha-response': '' }, ['g-recaptcha-response'], 'Please fill up captcha');
    expectIssueAt(signUpBodySchema, { ...signUp, account: { ...signUp.account, email: '.ana@example.com' } }, ['account', 'email'], 'Please enter a valid email address');
  });

  it('should reject unknown keys', () => {
    expectIssueAt(signUpBodySchema, { ...signUp, account: { ...signUp.account, is_admin: true } }, ['account']);
  });
});

describe('loginBodySchema', () => {
  it('should accept e-mail and password, or a remembered token', () => {
    expect(loginBodySchema.safeParse({ email: 'ana@example.com', password: 'anything' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ remember_token: 'r'.repeat(32) }).success).toBe(true);
  });

  it('should reject a login with neither', () => {
    expect(loginBodySchema.safeParse({ email: 'ana@example.com' }).success).toBe(false);
    expect(loginBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('socialLoginBodySchema', () => {
  it('should accept an authorisation code or a token', () => {
    expect(socialLoginBodySchema.safeParse({ code: 'abc', redirect_uri: 'http://127.0.0.1/cb' }).success).toBe(true);
    expect(socialLoginBodySchema.safeParse({ id_token: 'eyJ' }).success).toBe(true);
    expectIssueAt(socialLoginBodySchema, { state: 'x' }, ['code']);
  });
});

describe('account update bodies', () => {
  it('should accept any one change and reject an empty update', () => {
    expect(accountUpdateBodySchema.safeParse({ account: { allow_tracking: false } }).success).toBe(true);
    expect(accountUpdateBodySchema.safeParse({ account: { user_name: 'ana2', gdpr: true } }).success).toBe(true);
    expectIssueAt(accountUpdateBodySchema, { account: {} }, ['account'], 'Nothing to update');
  });

  it('should require the billing address fields but line 2', () => {
    const address = { user_name: 'Ana Lee', street_1: '1 Main St', city: 'Irvine', state: 'CA', zipcode: '92618', country_code_id: 226 };
    expect(accountUpdateBodySchema.safeParse({ account: { address } }).success).toBe(true);
    expectIssueAt(accountUpdateBodySchema, { account: { address: { ...address, zipcode: ' ' } } }, ['account', 'address', 'zipcode'], 'This field is required.');
    expectIssueAt(accountUpdateBodySchema, { account: { address: { ...address, country_code_id: '226' } } }, ['account', 'address', 'country_code_id']);
  });

  it('should check password changes and resets with confirmation', () => {
    expect(updatePasswordBodySchema.safeParse({ account: { current_password: 'old', password: 'newpass12', password_confirmation: 'newpass12' } }).success).toBe(true);
    expectIssueAt(updatePasswordBodySchema, { account: { current_password: '', password: 'newpass12', password_confirmation: 'newpass12' } }, ['account', 'current_password']);
    expectIssueAt(passwordResetBodySchema, { account: { reset_password_token: 't', password: 'newpass12', password_confirmation: 'other123' } }, ['account', 'password_confirmation'], 'Passwords do not match');
    expect(passwordResetBodySchema.safeParse({ account: { reset_password_token: 't', password: 'newpass12', password_confirmation: 'newpass12' }, source: 'arcade' }).success).toBe(true);
  });

  it('should check e-mail requests', () => {
    expect(passwordResetRequestBodySchema.safeParse({ account: { email: 'ana@example.com' } }).success).toBe(true);
    expectIssueAt(updateEmailBodySchema, { account: { email: 'nope', current_password: 'x' } }, ['account', 'email']);
    expect(confirmationBodySchema.safeParse({ account: { email: 'ana@example.com' } }).success).toBe(true);
    expect(confirmationBodySchema.safeParse({ email: 'ana@example.com' }).success).toBe(true);
    expect(confirmationBodySchema.safeParse({ mail: 'ana@example.com' }).success).toBe(false);
    expectIssueAt(gdprBodySchema, { email: 'ana@example.com', opt_in: 'yes' }, ['opt_in']);
    expectIssueAt(confirmationQuerySchema, {}, ['confirmation_token']);
  });
});

describe('account queries', () => {
  it('should coerce my-games and history paging from strings', () => {
    expect(inventoriesQuerySchema.parse({ purchase_type: 'rental', page: '2', per_page: '10', sorting: 'title', direction: 'asc' })).toEqual({
      purchase_type: 'rental', page: 2, per_page: 10, sorting: 'title', direction: 'asc',
    });
    expectIssueAt(inventoriesQuerySchema, { sorting: 'price' }, ['sorting']);
    expect(paymentsQuerySchema.parse({ per_page: '65355' })).toEqual({ per_page: 65355 });
    expectIssueAt(paymentsQuerySchema, { per_page: '65356' }, ['per_page']);
  });

  it('should only unlink known providers', () => {
    expect(socialDisconnectQuerySchema.parse({ provider: 'google' })).toEqual({ provider: 'google' });
    expectIssueAt(socialDisconnectQuerySchema, { provider: 'myspace' }, ['provider']);
  });
});
