import { accountSchema, ackSchema, campaignOrNullSchema, isCampaignRunning } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BONUS_CAMPAIGN } from '../../seed/streaming/seedStreaming.js';
import { DAY_MS, SEED_NOW, openStreamingKit, type StreamingKit } from './__tests__/streamingKit.js';

let kit: StreamingKit;
beforeEach(async () => {
  kit = await openStreamingKit();
});
afterEach(async () => {
  await kit.close();
});

const START = SEED_NOW - DEMO_BONUS_CAMPAIGN.startedDaysAgo * DAY_MS;
const END = SEED_NOW + DEMO_BONUS_CAMPAIGN.runsDays * DAY_MS;
const redeem = (who: Parameters<StreamingKit['call']>[0]) => kit.call(who, 'GET', '/api/account/streaming/bonus20hrs');

describe('GET /d2d/streaming/campaign', () => {
  it('should answer the campaign with its 20 bonus hours to anyone', async () => {
    const campaign = await kit.ok(null, 'GET', '/d2d/streaming/campaign', campaignOrNullSchema);
    expect(campaign).toEqual({ startDate: new Date(START).toISOString(), endDate: new Date(END).toISOString(), bonusHours: 20 });
    expect(isCampaignRunning(campaign!, new Date(kit.clock.now))).toBe(true);
  });

  it('should answer the next campaign before it starts and null after the last one ended', async () => {
    kit.clock.set(START - DAY_MS);
    expect(await kit.ok(null, 'GET', '/d2d/streaming/campaign', campaignOrNullSchema)).toMatchObject({ bonusHours: 20 });
    kit.clock.set(END);
    expect(await kit.ok(null, 'GET', '/d2d/streaming/campaign', campaignOrNullSchema)).toBeNull();
  });
});

describe('GET /api/account/streaming/bonus20hrs', () => {
  it('should add 20 bonus hours once and flag the account', async () => {
    const ana = await kit.buyer();
    const res = await redeem(ana);
    expect(res.statusCode).toBe(200);
    expect(ackSchema.parse(res.json())).toEqual({ success: true, message: '20 bonus Cloud Play hours were added to your account.' });
    const info = await kit.info(ana);
    expect(info.tickets).toEqual([expect.objectContaining({ bonus: true, time_left: { sign: '+', hours: 20, minutes: 0 } })]);
    const account = accountSchema.parse((await kit.call(ana, 'GET', '/api/account/getcurrent')).json());
    expect(account.bonus20hrs).toBe(true);
    const again = await redeem(ana);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { base: ['You have already redeemed your bonus hours.'] } });
    expect((await kit.info(ana)).tickets).toHaveLength(1);
  });

  it('should redeem once of many requests at once', async () => {
    const ana = await kit.buyer();
    const answers = await Promise.all(Array.from({ length: 16 }, () => redeem(ana)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(15);
    const tickets = await kit.db.selectFrom('streaming_tickets').select('seconds').where('account_id', '=', ana.id).execute();
    expect(tickets).toEqual([{ seconds: 20 * 3600 }]);
  });

  it('should redeem only strictly between the campaign start and end', async () => {
    const at = async (ms: number) => {
      kit.clock.set(ms);
      return (await redeem(await kit.buyer())).statusCode;
    };
    expect(await at(START)).toBe(422);
    expect(await at(START + 1)).toBe(200);
    expect(await at(END - 1)).toBe(200);
    expect(await at(END)).toBe(422);
  });

  it('should let the bonus hours be streamed and leave them unflagged when refused', async () => {
    kit.clock.set(END);
    const ana = await kit.buyer();
    const refused = await redeem(ana);
    expect(refused.json()).toEqual({ errors: { base: ['The bonus hours offer is not running.'] } });
    const account = await kit.db.selectFrom('accounts').select('bonus20hrs').where('id', '=', ana.id).executeTakeFirstOrThrow();
    expect(account.bonus20hrs).toBe(0);
    kit.clock.set(SEED_NOW);
    const bea = await kit.buyer();
    await redeem(bea);
    expect((await kit.play(bea)).launch_url).toBeTruthy();
  });
});
