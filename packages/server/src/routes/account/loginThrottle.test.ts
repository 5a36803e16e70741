import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../services/accounts/loginThrottle.js';
import { authed, confirmedAccount, login, mailedToken, startTestStore, type TestStore } from './__tests__/kit.js';

const TOO_MANY = 'Too many failed login attempts. Please try again later or reset your password.';
const OWNER_IP = '198.51.100.1';

async function failFrom(store: TestStore, ip: string, times: number, email = 'ana@example.com') {
  for (let i = 0; i < times; i += 1) await login(store.app, email, `wrong${i}abc`, ip);
}

async function failures(store: TestStore): Promise<number> {
  const row = await store.db.selectFrom('login_failures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('login throttling', () => {
  let store: TestStore;
  beforeEach(async () => {
    // the per-address rate limit (http/rateLimits.ts) is raised so the bursts here reach the throttle
    store = await startTestStore({ rateLimits: { login: { max: 1000, windowMs: 60_000 } } });
    await confirmedAccount(store.app, 'ana@example.com');
    // the owner's usual device
    expect((await login(store.app, 'ana@example.com', 'secret12', OWNER_IP)).statusCode).toBe(200);
  });
  afterEach(async () => {
    await store.close();
  });

  it('should stop checking passwords from one address after 10 failures in an hour, and forgive after the hour', async () => {
    await failFrom(store, '203.0.113.9', LOGIN_THROTTLE.perClient);
    const blocked = await login(store.app, 'ana@example.com', 'secret12', '203.0.113.9');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().failureError.message).toBe(TOO_MANY);
    store.clock.advance(LOGIN_THROTTLE.windowMs + 1);
    expect((await login(store.app, 'ana@example.com', 'secret12', '203.0.113.9')).statusCode).toBe(200);
  });

  it('should allow no more than 100 failures an hour from unknown addresses, yet let the owner in from a usual one', async () => {
    // an attacker spread over 12 addresses tries 10 passwords from each
    for (let n = 0; n < 12; n += 1) await failFrom(store, `192.0.2.${n + 10}`, LOGIN_THROTTLE.perClient);
    expect(await failures(store)).toBe(LOGIN_THROTTLE.perAccount);
    const fresh = await login(store.app, 'ana@example.com', 'secret12', '192.0.2.200');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().failureError.message).toBe(TOO_MANY);
    expect(await failures(store)).toBe(LOGIN_THROTTLE.perAccount);

    const owner = await login(store.app, 'ana@example.com', 'secret12', OWNER_IP);
    expect(owner.statusCode).toBe(200);
  });

  it('should count a burst of parallel guesses before checking any of them', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login(store.app, 'ana@example.com', `burst${i}abc`, '203.0.113.77')));
    const refused = burst.filter((res) => res.json().failureError?.message === TOO_MANY);
    expect(refused).toHaveLength(30 - LOGIN_THROTTLE.perClient);
    expect(await failures(store)).toBe(LOGIN_THROTTLE.perClient);
  });

  it('should always let the owner back in through the password reset mail', async () => {
    for (let n = 0; n < 10; n += 1) await failFrom(store, `192.0.2.${n + 10}`, LOGIN_THROTTLE.perClient);
    await store.app.inject({ method: 'POST', url: '/api/account/password', payload: { account: { email: 'ana@example.com' } } });
    const token = await mailedToken(store.app, 'ana@example.com', 'reset-password');
    const reset = await store.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { account: { reset_password_token: token, password: 'again1234', password_confirmation: 'again1234' } },
    });
    expect(reset.statusCode).toBe(200);
    expect(await failures(store)).toBe(0);
    expect((await login(store.app, 'ana@example.com', 'again1234', '192.0.2.201')).statusCode).toBe(200);
  });

  it('should count wrong current passwords on a logged-in session toward the same limit', async () => {
    const { token } = (await login(store.app, 'ana@example.com', 'secret12', OWNER_IP)).json();
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i += 1) {
      const res = await store.app.inject({
        method: 'PATCH',
        url: '/api/account/update_password',
        headers: { authorization: `Bearer ${token}` },
        payload: { account: { current_password: `guess${i}abc`, password: 'newpass12', password_confirmation: 'newpass12' } },
        remoteAddress: '203.0.113.50',
      });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await store.app.inject({
      method: 'PATCH',
      url: '/api/account/update_password',
      headers: { authorization: `Bearer ${token}` },
      payload: { account: { current_password: 'secret12', password: 'newpass12', password_confirmation: 'newpass12' } },
      remoteAddress: '203.0.113.50',
    });
    expect(blocked.statusCode).toBe(409);
    expect((await authed(store.app, token, 'GET', '/api/account/show')).statusCode).toBe(200);
  });
});
