import { describe, expect, it } from 'vitest';
import { accountHeaderName, accountSchema, socialConnectionListSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const account = {
  id: 12,
  emailAddress: 'ana@example.com',
  unconfirmedEmail: null,
  firstName: 'Ana',
  userName: 'ana',
  subscribe: true,
  allow_tracking: null,
  address: {
    user_name: 'Ana Lee', street_1: '1 Main St', street_2: null, city: 'Irvine', state: 'CA', zipcode: '92618',
    country_code_id: 226, country: { code2: 'US' },
  },
  connections: [{ source: 'google', connected: true }, { source: 'facebook', connected: false }],
  gdprOptIn: false,
  token: 'tok_0123456789abcdef',
  purchase_amount: 250.5,
  loyalty_misc: { welcome: false },
  vip_tier: 2,
  bonus20hrs: false,
  freeTrialEvent: true,
  temporary_email: false,
};

describe('accountSchema', () => {
  it('should parse an account with address, connections, loyalty and campaign flags', () => {
    const parsed = accountSchema.parse(account);
    expect(parsed.address?.country?.code2).toBe('US');
    expect(parsed.connections).toHaveLength(2);
    expect(parsed.vip_tier).toBe(2);
  });

  it('should keep allow_tracking null as "not asked yet"', () => {
    expect(accountSchema.parse(account).allow_tracking).toBeNull();
    expect(accountSchema.parse({ ...account, allow_tracking: true }).allow_tracking).toBe(true);
  });

  it('should accept either user name spelling', () => {
    const { userName: _u, ...rest } = account;
    expect(accountSchema.parse({ ...rest, user_name: 'ana_l' }).user_name).toBe('ana_l');
  });

  it('should reject a tracking flag that is not boolean or null', () => {
    expectIssueAt(accountSchema, { ...account, allow_tracking: 'yes' }, ['allow_tracking']);
  });

  it('should reject a bad country code in the address', () => {
    expectIssueAt(accountSchema, { ...account, address: { ...account.address, country: { code2: 'USA' } } }, ['address', 'country', 'code2']);
  });

  it('should parse the social connection list', () => {
    expect(socialConnectionListSchema.parse({ connections: account.connections }).connections[0]?.source).toBe('google');
    expectIssueAt(socialConnectionListSchema, { connections: [{ source: 'google' }] }, ['connections', 0, 'connected']);
  });
});

describe('accountHeaderName', () => {
  it('should show the e-mail, or the user name when the e-mail is temporary', () => {
    const parsed = accountSchema.parse(account);
    expect(accountHeaderName(parsed)).toBe('ana@example.com');
    expect(accountHeaderName({ ...parsed, temporary_email: true })).toBe('ana');
    expect(accountHeaderName({ ...parsed, temporary_email: true, userName: null, user_name: 'ana_l' })).toBe('ana_l');
    expect(accountHeaderName({ ...parsed, temporary_email: true, userName: null })).toBe('ana@example.com');
  });
});
