import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VISIT_SHOWN_COOKIE } from '@d2d/contract';
import { BONUS_HOURS_SHOWN_COOKIE, FREE_TRIAL_SHOWN_COOKIE, isCampaignVisible, type Dialog, type Store } from './index.js';
import { account, cart, testStore } from './__tests__/fixtures.js';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const running = { startDate: '2024-06-01T00:00:00Z', endDate: '2024-07-01T00:00:00Z', bonusHours: 20 };
const over = { startDate: '2024-05-01T00:00:00Z', endDate: '2024-06-01T00:00:00Z' };

describe('isCampaignVisible', () => {
  it('should show a campaign strictly between start and end', () => {
    expect(isCampaignVisible({ campaign: running, now: NOW, blockingFlag: null, shownBefore: false })).toBe(true);
    expect(isCampaignVisible({ campaign: over, now: NOW, blockingFlag: null, shownBefore: false })).toBe(false);
    expect(isCampaignVisible({ campaign: running, now: Date.parse(running.startDate), blockingFlag: null, shownBefore: false })).toBe(false);
    expect(isCampaignVisible({ campaign: running, now: Date.parse(running.endDate), blockingFlag: null, shownBefore: false })).toBe(false);
  });

  it('should hide it when the account flag is true, it was shown before, or there is none', () => {
    expect(isCampaignVisible({ campaign: running, now: NOW, blockingFlag: true, shownBefore: false })).toBe(false);
    expect(isCampaignVisible({ campaign: running, now: NOW, blockingFlag: false, shownBefore: true })).toBe(false);
    expect(isCampaignVisible({ campaign: null, now: NOW, blockingFlag: false, shownBefore: false })).toBe(false);
  });
});

describe('campaign popups after login', () => {
  const stores: Store[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    for (const store of stores.splice(0)) store.dispose();
    vi.useRealTimers();
  });

  function setup(flags: Parameters<typeof account>[0]) {
    const t = testStore();
    stores.push(t.store);
    t.server.on('GET', '/d2d/streaming/campaign', { body: running });
    t.server.on('GET', '/d2d/premium/campaign', { body: running });
    t.server.on('GET', '/api/account/shopping_carts', { body: cart() });
    t.server.on('POST', '/api/account/login', { body: { ...account(flags), token: 'tok' } });
    const dialogs: Dialog[] = [];
    t.store.on('dialog', (d) => dialogs.push(d));
    return { ...t, dialogs };
  }

  it('should open the bonus-hours popup once, then remember it in a cookie', async () => {
    const { store, cookies, dialogs } = setup({ bonus20hrs: false });
    await expect(store.campaigns.afterLogin(account({ bonus20hrs: false }))).resolves.toEqual(['bonus-hours']);
    expect(dialogs).toEqual([{ kind: 'campaign', campaign: 'bonus-hours', bonusHours: 20 }]);
    expect(cookies.get(BONUS_HOURS_SHOWN_COOKIE)).toBe('1');
    await expect(store.campaigns.afterLogin(account({ bonus20hrs: false }))).resolves.toEqual([]);
  });

  it('should not open the bonus popup for an account that redeemed it', async () => {
    const { store, server } = setup({});
    await expect(store.campaigns.afterLogin(account({ bonus20hrs: true }))).resolves.toEqual([]);
    expect(server.calls('GET', '/d2d/streaming/campaign')).toHaveLength(0);
  });

  it('should open the free-trial popup only when the account flag is true', async () => {
    const { store, cookies } = setup({});
    expect(await store.campaigns.afterLogin(account({ bonus20hrs: true, freeTrialEvent: false }))).toEqual([]);
    expect(await store.campaigns.afterLogin(account({ bonus20hrs: true, freeTrialEvent: true }))).toEqual(['free-trial']);
    expect(cookies.get(FREE_TRIAL_SHOWN_COOKIE)).toBe('1');
  });

  it('should open the loyalty welcome for a VIP member who has not seen it', async () => {
    const { store } = setup({});
    expect(await store.campaigns.afterLogin(account({ bonus20hrs: true, vip_tier: 1, loyalty_misc: { welcome: false } }))).toEqual(['loyalty-welcome']);
    expect(await store.campaigns.afterLogin(account({ bonus20hrs: true, vip_tier: 1, loyalty_misc: { welcome: true } }))).toEqual([]);
  });

  it('should run after every login', async () => {
    const { store, dialogs } = setup({ bonus20hrs: null });
    await store.session.login({ email: 'ana@example.com', password: 'secret123' });
    await vi.waitFor(() => expect(dialogs).toHaveLength(1));
    expect(dialogs[0]).toMatchObject({ kind: 'campaign', campaign: 'bonus-hours' });
  });

  it('should flag the account as redeemed after a redeem', async () => {
    const { store, server } = setup({});
    server.on('GET', '/api/account/streaming/bonus20hrs', { body: { success: true } });
    server.on('GET', '/d2d/premium/redeem_free_trial', { body: { success: true } });
    store.session.account.value = account({ bonus20hrs: false, freeTrialEvent: true });
    await store.campaigns.redeemBonusHours();
    expect(store.session.account.value?.bonus20hrs).toBe(true);
    await store.campaigns.redeemFreeTrial();
    expect(store.session.account.value?.freeTrialEvent).toBe(false);
  });

  it('should keep the account unflagged when the redeem fails', async () => {
    const { store, server } = setup({});
    server.on('GET', '/api/account/streaming/bonus20hrs', { status: 422, body: { errors: { base: ['Campaign over.'] } } });
    store.session.account.value = account({ bonus20hrs: false });
    await expect(store.campaigns.redeemBonusHours()).rejects.toMatchObject({ status: 422 });
    expect(store.session.account.value?.bonus20hrs).toBe(false);
  });
});

describe('the first visit', () => {
  const stores: Store[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.dispose();
  });

  it('should be due once per browser: marking it shown sets the cookie that hides it', () => {
    const t = testStore();
    stores.push(t.store);
    expect(t.store.campaigns.firstVisitDue(null)).toBe(true);
    t.store.campaigns.markFirstVisitShown();
    expect(t.cookies.get(FIRST_VISIT_SHOWN_COOKIE)).toBe('1');
    expect(t.store.campaigns.firstVisitDue(null)).toBe(false);
  });

  it('should not offer the mailing list to an account that is on it already', () => {
    const t = testStore();
    stores.push(t.store);
    expect(t.store.campaigns.firstVisitDue({ subscribe: true })).toBe(false);
    expect(t.store.campaigns.firstVisitDue({ subscribe: false })).toBe(true);
  });

  it("should join the mailing list from the store's site and hand back the coupon code", async () => {
    const t = testStore({ site: 2 });
    stores.push(t.store);
    t.server.on('POST', '/d2d/mailchimp/subscribe', { body: { success: true, coupon_code: 'WELCOME10UK' } });
    await expect(t.store.campaigns.joinMailingList(' fan@example.com ')).resolves.toEqual({ success: true, coupon_code: 'WELCOME10UK' });
    expect(t.server.calls('POST', '/d2d/mailchimp/subscribe')[0]?.body).toEqual({ email: 'fan@example.com', region_id: 2 });
  });
});
