import { MESSAGES, accountSchema, changeEmailFailureMessage, conflictBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authed, confirmedAccount, login, mailbox, mailedToken, startTestStore, type TestStore } from './__tests__/kit.js';

const ADDRESS = { user_name: 'Ana Lima', street_1: '1 Main St', street_2: '', city: 'Irvine', state: 'CA', zipcode: '92618', country_code_id: 1 };

describe('PATCH /api/account/update', () => {
  let store: TestStore;
  let token: string;
  beforeEach(async () => {
    store = await startTestStore();
    token = (await confirmedAccount(store.app, 'ana@example.com')).token;
  });
  afterEach(async () => {
    await store.close();
  });

  const update = (account: unknown) => authed(store.app, token, 'PATCH', '/api/account/update', { account });

  it('should save the user name, consents and billing address', async () => {
    const res = await update({ user_name: 'Ana L', gdpr: false, allow_tracking: true, subscribe: true, address: ADDRESS });
    expect(res.statusCode).toBe(200);
    const account = accountSchema.parse(res.json());
    expect(account).toMatchObject({ user_name: 'Ana L', gdprOptIn: false, allow_tracking: true, subscribe: true });
    expect(account.address).toEqual({ ...ADDRESS, street_2: null, country: { code2: 'US' } });
    const shown = await authed(store.app, token, 'GET', '/api/account/show');
    expect(shown.json().address.country).toEqual({ code2: 'US' });
  });

  it('should leave fields that are not sent as they are', async () => {
    await update({ allow_tracking: false });
    const res = await update({ user_name: 'Renamed' });
    expect(res.json()).toMatchObject({ user_name: 'Renamed', allow_tracking: false });
  });

  it('should apply the billing address rule and write nothing when anything is invalid', async () => {
    const res = await update({ user_name: 'Changed', address: { ...ADDRESS, street_1: ' ', city: undefined } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'address.street_1': [MESSAGES.fieldRequired], 'address.city': [MESSAGES.fieldRequired] });
    const unknownCountry = await update({ user_name: 'Changed', address: { ...ADDRESS, country_code_id: 9999 } });
    expect(unknownCountry.json().errors).toEqual({ 'address.country_code_id': ['Please choose a country from the list.'] });
    expect((await authed(store.app, token, 'GET', '/api/account/show')).json().user_name).toBe('Ana');
  });

  it('should refuse values of the wrong type with field errors', async () => {
    const res = await update({ allow_tracking: 'maybe', gdpr: {}, user_name: 'x'.repeat(51) });
    expect(res.json().errors).toEqual({
      allow_tracking: ['Must be true or false.'],
      gdpr: ['Must be true or false.'],
      user_name: ['Input text can not be more than 50 characters.'],
    });
  });
});

describe('PATCH /api/account/update_email', () => {
  let store: TestStore;
  let token: string;
  beforeEach(async () => {
    store = await startTestStore();
    token = (await confirmedAccount(store.app, 'ana@example.com')).token;
    await confirmedAccount(store.app, 'taken@example.com');
  });
  afterEach(async () => {
    await store.close();
  });

  const changeEmail = (account: Record<string, unknown>) => authed(store.app, token, 'PATCH', '/api/account/update_email', { account });

  it("should answer 422 'Your password is incorrect.' for a wrong or missing current password", async () => {
    const wrong = await changeEmail({ email: 'new@example.com', current_password: 'wrong1234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: [MESSAGES.passwordIncorrect] });
    expect(changeEmailFailureMessage(wrong.statusCode)).toBe(MESSAGES.passwordIncorrect);
    expect((await changeEmail({ email: 'new@example.com' })).statusCode).toBe(422);
  });

  it("should answer 'New email is invalid or already exists.' for a bad, temporary, unchanged or taken address", async () => {
    for (const email of ['not-an-email', 'taken@example.com', 'TAKEN@example.com', 'ana@example.com', 'x@mailinator.com']) {
      const res = await changeEmail({ email, current_password: 'secret12' });
      expect(res.statusCode, email).toBe(409);
      expect(conflictBodySchema.parse(res.json()).failureError.message).toBe(MESSAGES.emailUpdateFailed);
      expect(changeEmailFailureMessage(res.statusCode)).toBe(MESSAGES.emailUpdateFailed);
    }
    // the contract's body is strict: an unknown field is a bad request for a new address too
    const extra = await changeEmail({ email: 'a@example.org', email_confirmation: 'b@example.org', current_password: 'secret12' });
    expect(extra.statusCode).toBe(409);
  });

  it('should keep the address until the reconfirmation link is used, then switch to the new one', async () => {
    const res = await changeEmail({ email: 'New@Example.org', current_password: 'secret12' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailAddress: 'ana@example.com', unconfirmedEmail: 'new@example.org' });
    const [mail] = await mailbox(store.app, 'new@example.org');
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    const reconfirmation = await mailedToken(store.app, 'new@example.org', 'reconfirmation');
    const done = await store.app.inject({ method: 'GET', url: '/d2d/account/confirmation', query: { confirmation_token: reconfirmation } });
    expect(done.json()).toMatchObject({ success: true, emailAddress: 'new@example.org', kind: 'reconfirmation' });
    const shown = (await authed(store.app, token, 'GET', '/api/account/show')).json();
    expect(shown).toMatchObject({ emailAddress: 'new@example.org', unconfirmedEmail: null });
    expect((await login(store.app, 'new@example.org', 'secret12')).statusCode).toBe(200);
    expect((await login(store.app, 'ana@example.com', 'secret12')).statusCode).toBe(409);
  });

  it('should refuse the reconfirmation when the address was registered by someone else meanwhile', async () => {
    await changeEmail({ email: 'contested@example.org', current_password: 'secret12' });
    const reconfirmation = await mailedToken(store.app, 'contested@example.org', 'reconfirmation');
    await confirmedAccount(store.app, 'contested@example.org');
    const res = await store.app.inject({ method: 'GET', url: '/d2d/account/confirmation', query: { confirmation_token: reconfirmation } });
    expect(res.statusCode).toBe(422);
    expect((await authed(store.app, token, 'GET', '/api/account/show')).json().emailAddress).toBe('ana@example.com');
  });
});

describe('POST /api/account/gdpr', () => {
  let store: TestStore;
  let token: string;
  beforeEach(async () => {
    store = await startTestStore();
    token = (await confirmedAccount(store.app, 'ana@example.com')).token;
  });
  afterEach(async () => {
    await store.close();
  });

  it("should set the logged-in account's consent", async () => {
    const res = await authed(store.app, token, 'POST', '/api/account/gdpr', { email: 'Ana@example.com', opt_in: true });
    expect(res.json()).toEqual({ success: true, gdprOptIn: true });
    expect((await authed(store.app, token, 'GET', '/api/account/show')).json().gdprOptIn).toBe(true);
  });

  it("should refuse to set another address's consent from a session", async () => {
    const res = await authed(store.app, token, 'POST', '/api/account/gdpr', { email: 'other@example.com', opt_in: false });
    expect(res.statusCode).toBe(422);
  });

  it('should honour an opt-out without login, the same for unknown addresses, and ask a login to opt in', async () => {
    await authed(store.app, token, 'POST', '/api/account/gdpr', { email: 'ana@example.com', opt_in: true });
    const out = await store.app.inject({ method: 'POST', url: '/api/account/gdpr', payload: { email: 'ana@example.com', opt_in: false } });
    const unknown = await store.app.inject({ method: 'POST', url: '/api/account/gdpr', payload: { email: 'who@example.com', opt_in: false } });
    expect(out.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect((await authed(store.app, token, 'GET', '/api/account/show')).json().gdprOptIn).toBe(false);
    const optIn = await store.app.inject({ method: 'POST', url: '/api/account/gdpr', payload: { email: 'ana@example.com', opt_in: true } });
    expect(optIn.statusCode).toBe(401);
  });

  it('should answer 422 for a missing e-mail or consent value', async () => {
    const res = await store.app.inject({ method: 'POST', url: '/api/account/gdpr', payload: { opt_in: 'perhaps' } });
    expect(res.json().errors).toEqual({ email: [MESSAGES.fieldRequired], opt_in: ['Must be true or false.'] });
  });
});
