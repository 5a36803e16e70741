import { describe, expect, it } from 'vitest';
import { LOGIN_HANDOFF, loginHandoffMessage, parseLoginHandoff } from './loginHandoff.js';

const token = 'Qm9vdHN0cmFwLXRva2VuLWZvci10ZXN0cy0wMTIzNDU2';

describe('the login handoff', () => {
  it('should read back the token it wrote', () => {
    expect(loginHandoffMessage(token)).toEqual({ d2d: LOGIN_HANDOFF, token });
    expect(parseLoginHandoff(loginHandoffMessage(token))).toBe(token);
  });

  it('should refuse anything that is not exactly a handoff with a token', () => {
    for (const data of [
      null,
      'token',
      [LOGIN_HANDOFF, token],
      { d2d: LOGIN_HANDOFF },
      { d2d: 'd2d-login-handoff/0', token },
      { d2d: LOGIN_HANDOFF, token, extra: 1 },
      { d2d: LOGIN_HANDOFF, token: 42 },
      { d2d: LOGIN_HANDOFF, token: 'short' },
      { d2d: LOGIN_HANDOFF, token: `${token}; Path=/` },
      { d2d: LOGIN_HANDOFF, token: 'x'.repeat(257) },
    ]) {
      expect(parseLoginHandoff(data), JSON.stringify(data)).toBeNull();
    }
  });
});
