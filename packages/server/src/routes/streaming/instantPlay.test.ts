import { INSTANT_PLAY_TIMEOUT_MS, MESSAGES, STREAMING_CODE, ackSchema, instantPlayCollectionSchema, productSchema, streamingLaunchSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SPOTLIGHT } from '../../seed/streaming/seedStreaming.js';
import { DAY_MS, MINUTE_MS, SEED_NOW, TRIAL_GAME, openStreamingKit, type StreamingKit } from './__tests__/streamingKit.js';

let kit: StreamingKit;
beforeEach(async () => {
  kit = await openStreamingKit();
});
afterEach(async () => {
  await kit.close();
});

const SPOTLIGHT_START = SEED_NOW - DEMO_SPOTLIGHT.startedDaysAgo * DAY_MS;
const SPOTLIGHT_END = SEED_NOW + DEMO_SPOTLIGHT.runsDays * DAY_MS;
const spotlight = () => kit.ok(null, 'GET', '/d2d/streaming/active_instant_play_collection?pagesize=1000', instantPlayCollectionSchema);

describe('GET /d2d/streaming/active_instant_play_collection', () => {
  it('should answer the spotlight with its games as product cards while it runs', async () => {
    const collection = await spotlight();
    expect(collection).toMatchObject({
      id: DEMO_SPOTLIGHT.id,
      name: DEMO_SPOTLIGHT.name,
      startDate: new Date(SPOTLIGHT_START).toISOString(),
      endDate: new Date(SPOTLIGHT_END).toISOString(),
    });
    expect(collection?.items[0]).toMatchObject({ id: TRIAL_GAME.productId, streaming_game_id: TRIAL_GAME.gameId });
  });

  it('should answer null before its start, after its end and while it is disabled (the no-spotlight text)', async () => {
    kit.clock.set(SPOTLIGHT_START - 1);
    expect(await spotlight()).toBeNull();
    kit.clock.set(SPOTLIGHT_START);
    expect(await spotlight()).not.toBeNull();
    kit.clock.set(SPOTLIGHT_END);
    expect(await spotlight()).not.toBeNull();
    kit.clock.set(SPOTLIGHT_END + 1);
    expect(await spotlight()).toBeNull();
    kit.clock.set(SEED_NOW);
    await kit.db.updateTable('instant_play_collections').set({ enabled: 0 }).execute();
    expect(await spotlight()).toBeNull();
  });

  it('should refuse a page size outside 1 to 1000 with 400', async () => {
    expect((await kit.call(null, 'GET', '/d2d/streaming/active_instant_play_collection?pagesize=0')).statusCode).toBe(400);
    expect((await kit.call(null, 'GET', '/d2d/streaming/active_instant_play_collection?pagesize=1001')).statusCode).toBe(400);
  });
});

describe('POST /d2d/streaming/instant_play', () => {
  it('should start a ten-minute trial once, then answer 2001 with the spec text', async () => {
    const ana = await kit.buyer();
    const first = await kit.trial(ana);
    expect(first).toMatchObject({ status: 1, code: null, launch_url: expect.stringContaining('/sandbox/streaming/client/') });
    const session = await kit.db.selectFrom('streaming_sessions').select(['kind', 'budget_seconds', 'product_id']).where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(session).toEqual({ kind: 'instant', budget_seconds: 600, product_id: TRIAL_GAME.productId });
    expect(await kit.trial(ana)).toEqual({ status: 1, code: STREAMING_CODE.trialUsed, message: MESSAGES.instantPlayTrialUsed, launch_url: null });
    // another shopper has a trial of their own
    expect((await kit.trial(await kit.buyer())).launch_url).toBeTruthy();
  });

  it('should need no Cloud Play hours and spend none', async () => {
    const ana = await kit.buyer();
    await kit.grant(ana, 1);
    const launch = await kit.trial(ana);
    await kit.report(launch.launch_url!, 'running');
    kit.clock.advance(9 * MINUTE_MS);
    expect((await kit.info(ana)).tickets[0]?.time_left).toEqual({ sign: '+', hours: 1, minutes: 0 });
    kit.clock.advance(MINUTE_MS);
    // ten minutes and the trial is over
    expect((await kit.report(launch.launch_url!, 'running')).statusCode).toBe(409);
    const session = await kit.db.selectFrom('streaming_sessions').select(['status', 'seconds_charged']).where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(session).toEqual({ status: 'ended', seconds_charged: 0 });
    expect((await kit.info(ana)).tickets[0]?.time_left).toEqual({ sign: '+', hours: 1, minutes: 0 });
  });

  it('should take the trial once of many launches at once', async () => {
    const ana = await kit.buyer();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => kit.call(ana, 'POST', '/d2d/streaming/instant_play', { game_id: TRIAL_GAME.gameId, offer_item_id: TRIAL_GAME.offerItemId })),
    );
    const launches = answers.map((res) => {
      expect(res.statusCode).toBe(200);
      return streamingLaunchSchema.parse(res.json());
    });
    expect(launches.filter((l) => l.launch_url)).toHaveLength(1);
    expect(launches.filter((l) => l.code === STREAMING_CODE.trialUsed)).toHaveLength(15);
    expect(await kit.db.selectFrom('instant_play_trials').select('account_id').where('account_id', '=', ana.id).execute()).toHaveLength(1);
    expect(await kit.db.selectFrom('streaming_sessions').select('id').where('account_id', '=', ana.id).execute()).toHaveLength(1);
  });

  it('should run only inside the spotlight window, both ends included', async () => {
    const refused = async (at: number) => {
      kit.clock.set(at);
      const who = await kit.buyer();
      return (await kit.call(who, 'POST', '/d2d/streaming/instant_play', { game_id: TRIAL_GAME.gameId, offer_item_id: TRIAL_GAME.offerItemId })).statusCode;
    };
    expect(await refused(SPOTLIGHT_START - 1)).toBe(422);
    expect(await refused(SPOTLIGHT_START)).toBe(200);
    expect(await refused(SPOTLIGHT_END)).toBe(200);
    expect(await refused(SPOTLIGHT_END + 1)).toBe(422);
  });

  it('should refuse while the spotlight is disabled, and for a game outside it', async () => {
    const ana = await kit.buyer();
    await kit.db.updateTable('instant_play_collections').set({ enabled: 0 }).execute();
    const res = await kit.call(ana, 'POST', '/d2d/streaming/instant_play', { game_id: TRIAL_GAME.gameId, offer_item_id: TRIAL_GAME.offerItemId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { base: ['Instant Play is not available for this game right now.'] } });
    await kit.db.updateTable('instant_play_collections').set({ enabled: 1 }).execute();
    await kit.db.deleteFrom('instant_play_collection_products').execute();
    expect((await kit.call(ana, 'POST', '/d2d/streaming/instant_play', { game_id: TRIAL_GAME.gameId, offer_item_id: TRIAL_GAME.offerItemId })).statusCode).toBe(422);
    // a refused launch does not use the trial up
    expect(await kit.db.selectFrom('instant_play_trials').select('account_id').execute()).toHaveLength(0);
  });

  it('should answer 404 for an unknown game or an offer of another game', async () => {
    const ana = await kit.buyer();
    expect((await kit.call(ana, 'POST', '/d2d/streaming/instant_play', { game_id: 6_999_999, offer_item_id: TRIAL_GAME.offerItemId })).statusCode).toBe(404);
    expect((await kit.call(ana, 'POST', '/d2d/streaming/instant_play', { game_id: TRIAL_GAME.gameId, offer_item_id: 900_002 })).statusCode).toBe(404);
    expect((await kit.call(ana, 'POST', '/d2d/streaming/instant_play', { game_id: TRIAL_GAME.gameId })).statusCode).toBe(400);
  });

  it('should fail a trial launch the client never answered after 30 s, and keep it used', async () => {
    const ana = await kit.buyer();
    await kit.trial(ana);
    kit.clock.advance(INSTANT_PLAY_TIMEOUT_MS);
    expect((await kit.info(ana)).pending_jobs).toEqual([{ status: 'launching' }]);
    kit.clock.advance(1);
    expect((await kit.info(ana)).pending_jobs).toEqual([]);
    expect((await kit.trial(ana)).code).toBe(STREAMING_CODE.trialUsed);
  });
});

describe('POST /d2d/streaming/instant_play_ack', () => {
  it('should record the ack of a started trial and answer 404 without one', async () => {
    const ana = await kit.buyer();
    const body = { game_id: TRIAL_GAME.gameId, collection_id: DEMO_SPOTLIGHT.id, offer_item_id: TRIAL_GAME.offerItemId };
    expect((await kit.call(ana, 'POST', '/d2d/streaming/instant_play_ack', body)).statusCode).toBe(404);
    await kit.trial(ana);
    expect(await kit.ok(ana, 'POST', '/d2d/streaming/instant_play_ack', ackSchema, body)).toEqual({ success: true });
    const acked = await kit.db.selectFrom('instant_play_trials').select('acked_at').where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(acked.acked_at).toBe(kit.clock.now);
    kit.clock.advance(MINUTE_MS);
    await kit.ok(ana, 'POST', '/d2d/streaming/instant_play_ack', ackSchema, body);
    const again = await kit.db.selectFrom('instant_play_trials').select('acked_at').where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(again.acked_at).toBe(acked.acked_at);
  });
});

describe('canInstantPlay on the product', () => {
  const canInstantPlay = async (who: Awaited<ReturnType<StreamingKit['buyer']>>) => {
    const product = await kit.ok(who, 'GET', `/api/product/get/${TRIAL_GAME.productId}`, productSchema);
    return product.offerActions?.find((o) => o.instant_play !== null && o.instant_play !== undefined)?.instant_play?.canInstantPlay;
  };

  it('should turn false for the shopper who took the trial, and stay true for everyone else', async () => {
    const ana = await kit.buyer();
    const ben = await kit.buyer();
    expect(await canInstantPlay(ana)).toBe(true);
    await kit.trial(ana);
    expect(await canInstantPlay(ana)).toBe(false);
    expect(await canInstantPlay(ben)).toBe(true);
  });
});
