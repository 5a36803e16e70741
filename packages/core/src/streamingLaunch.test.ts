import { describe, expect, it } from 'vitest';
import { CLOUD_PLAY_TIMEOUT_MS, INSTANT_PLAY_TIMEOUT_MS, type OfferAction } from '@d2d/contract';
import { instantPlayGame, isLaunchPending, launchTimeoutMs } from './streamingLaunch.js';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const offer = (instant_play: OfferAction['instant_play']): OfferAction => ({ offerActionType: 'Purchase', skuId: 1, instant_play });
const window = { instant_play_enable: true, start_at: '2024-06-01T00:00:00Z', end_at: '2024-06-30T00:00:00Z', oid: 900001 };

describe('instantPlayGame', () => {
  it('should give the launch body of an enabled offer whose window holds now, ends included', () => {
    const game = { streaming_game_id: 6000001, offerActions: [offer(null), offer(window)] };
    expect(instantPlayGame(game, 3, NOW)).toEqual({ game_id: 6000001, collection_id: 3, offer_item_id: 900001 });
    expect(instantPlayGame(game, 3, Date.parse(window.start_at))).not.toBeNull();
    expect(instantPlayGame(game, 3, Date.parse(window.end_at))).not.toBeNull();
  });

  it('should give nothing outside the window, when disabled, without an offer item or a streaming id', () => {
    expect(instantPlayGame({ streaming_game_id: 6000001, offerActions: [offer(window)] }, 3, Date.parse(window.end_at) + 1)).toBeNull();
    expect(instantPlayGame({ streaming_game_id: 6000001, offerActions: [offer({ ...window, instant_play_enable: false })] }, 3, NOW)).toBeNull();
    expect(instantPlayGame({ streaming_game_id: 6000001, offerActions: [offer({ ...window, oid: null })] }, 3, NOW)).toBeNull();
    expect(instantPlayGame({ streaming_game_id: null, offerActions: [offer(window)] }, 3, NOW)).toBeNull();
  });
});

describe('launch helpers', () => {
  it('should wait 20 s for Cloud Play and 30 s for Instant Play, and see a launch job as pending', () => {
    expect(launchTimeoutMs('cloudPlay')).toBe(CLOUD_PLAY_TIMEOUT_MS);
    expect(launchTimeoutMs('instantPlay')).toBe(INSTANT_PLAY_TIMEOUT_MS);
    expect(isLaunchPending({ tickets: [], pending_jobs: [{ status: 'switching_server' }] })).toBe(false);
    expect(isLaunchPending({ tickets: [], pending_jobs: [{ status: 'launching' }] })).toBe(true);
  });
});
