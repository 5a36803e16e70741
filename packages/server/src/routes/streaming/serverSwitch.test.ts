import { MESSAGES, SERVER_SWITCH_TICK_MS, ackSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SERVERS, FAILING_SERVER_ID } from '../../seed/streaming/seedStreaming.js';
import { openStreamingKit, type StreamingKit } from './__tests__/streamingKit.js';

let kit: StreamingKit;
beforeEach(async () => {
  kit = await openStreamingKit();
});
afterEach(async () => {
  await kit.close();
});

const SWITCH = '/api/account/streaming/switching_server';

describe('the server switch', () => {
  it('should be idle on the first server with the server list', async () => {
    const ana = await kit.buyer();
    expect(await kit.switchStatus(ana)).toEqual({
      status: 'idle',
      progress: 0,
      server: { id: 1, name: 'US East', region: 'Virginia, USA' },
      target: null,
      servers: DEMO_SERVERS.map(({ id, name, region }) => ({ id, name, region })),
    });
  });

  it('should tick every 1.8 s up to 10 by the server clock, show a pending job, then be done on the next server', async () => {
    const ana = await kit.buyer();
    expect(await kit.ok(ana, 'POST', SWITCH, ackSchema)).toEqual({ success: true });
    const seen: Array<[string, number]> = [];
    for (let tick = 0; tick <= 10; tick += 1) {
      const status = await kit.switchStatus(ana);
      seen.push([status.status, status.progress]);
      if (tick === 5) expect((await kit.info(ana)).pending_jobs).toEqual([{ status: 'switching_server' }]);
      kit.clock.advance(SERVER_SWITCH_TICK_MS);
    }
    expect(seen).toEqual([...Array.from({ length: 10 }, (_, i) => ['pending', i]), ['done', 10]]);
    expect((await kit.switchStatus(ana)).server).toMatchObject({ id: 2 });
    expect((await kit.info(ana)).pending_jobs).toEqual([]);
    // the next switch moves on again
    await kit.ok(ana, 'POST', SWITCH, ackSchema);
    kit.clock.advance(10 * SERVER_SWITCH_TICK_MS);
    expect(await kit.switchStatus(ana)).toMatchObject({ status: 'done', server: { id: 3 } });
  });

  it('should fail a switch to the sandbox failing server and leave the machine where it was', async () => {
    const ana = await kit.buyer();
    await kit.ok(ana, 'POST', SWITCH, ackSchema, { server_id: FAILING_SERVER_ID });
    kit.clock.advance(10 * SERVER_SWITCH_TICK_MS - 1);
    expect(await kit.switchStatus(ana)).toMatchObject({ status: 'pending', progress: 9 });
    kit.clock.advance(1);
    expect(await kit.switchStatus(ana)).toMatchObject({ status: 'failed', progress: 10, server: { id: 1 }, target: { id: FAILING_SERVER_ID } });
    // the store shows the spec's text for it
    expect(MESSAGES.switchingServerFailed).toBe('Switching server failed');
  });

  it('should switch to a named server and refuse the current one or an unknown one', async () => {
    const ana = await kit.buyer();
    expect((await kit.call(ana, 'POST', SWITCH, { server_id: 1 })).statusCode).toBe(422);
    expect((await kit.call(ana, 'POST', SWITCH, { server_id: 99 })).statusCode).toBe(404);
    expect((await kit.call(ana, 'POST', SWITCH, { server: 2 })).statusCode).toBe(400);
    await kit.ok(ana, 'POST', SWITCH, ackSchema, { server_id: 4 });
    kit.clock.advance(10 * SERVER_SWITCH_TICK_MS);
    expect(await kit.switchStatus(ana)).toMatchObject({ status: 'done', server: { id: 4 } });
  });

  it('should start one switch of many requests at once', async () => {
    const ana = await kit.buyer();
    const answers = await Promise.all(Array.from({ length: 12 }, () => kit.call(ana, 'POST', SWITCH)));
    for (const res of answers) expect(ackSchema.parse(res.json()).success).toBe(true);
    expect(answers.filter((r) => r.json<{ message?: string }>().message === 'A server switch is already in progress.')).toHaveLength(11);
    expect(await kit.db.selectFrom('streaming_server_switches').select('id').where('account_id', '=', ana.id).execute()).toHaveLength(1);
  });
});
