import { describe, expect, it } from 'vitest';
import {
  instantPlayAckBodySchema, instantPlayBodySchema, instantPlayCollectionSchema, launchInfoSchema, streamingInfoSchema,
  streamingLaunchSchema, streamingMailingListBodySchema, streamingPlayQuerySchema, switchingServerStatusSchema,
  switchServerBodySchema, streamingClientReportBodySchema, streamingClientReportSchema, streamingListConfirmQuerySchema,
  pageRedirectSchema, endpoints,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const info = {
  tickets: [
    { time_left: { sign: '+', hours: 3, minutes: 20 }, ticket_expire_at: { expired: false, human: 'in 29 days', date: '07/15/2024' }, expireDateDiff: 29, bonus: false },
    { time_left: { sign: '-', hours: 0, minutes: 5 }, ticket_expire_at: { expired: true, human: '2 days ago', date: '06/13/2024' }, expireDateDiff: -2, bonus: true },
  ],
  pending_jobs: [{ status: 'pending' }],
};

describe('streamingInfoSchema', () => {
  it('should parse paid and bonus tickets with pending jobs', () => {
    const parsed = streamingInfoSchema.parse(info);
    expect(parsed.tickets.map((t) => t.bonus)).toEqual([false, true]);
    expect(parsed.pending_jobs).toHaveLength(1);
  });

  it('should reject minutes over 59 in time_left', () => {
    const bad = { ...info, tickets: [{ ...info.tickets[0], time_left: { sign: '+', hours: 1, minutes: 75 } }] };
    expectIssueAt(streamingInfoSchema, bad, ['tickets', 0, 'time_left', 'minutes']);
  });
});

describe('streaming launch and requests', () => {
  it('should parse a launch answer with its status and code', () => {
    expect(streamingLaunchSchema.parse({ status: 0 }).status).toBe(0);
    expect(streamingLaunchSchema.parse({ status: 1, code: 2001, message: 'Thank you for playing!' }).code).toBe(2001);
    expectIssueAt(streamingLaunchSchema, { code: 101 }, ['status']);
  });

  it('should coerce the play query and require instant play ids', () => {
    expect(streamingPlayQuerySchema.parse({ game_id: '5009902' })).toEqual({ game_id: 5009902 });
    expect(instantPlayBodySchema.parse({ game_id: 1042, offer_item_id: 9001 })).toEqual({ game_id: 1042, offer_item_id: 9001 });
    expectIssueAt(instantPlayAckBodySchema, { game_id: 1042, offer_item_id: 9001 }, ['collection_id']);
  });

  it('should parse the server switch status, spotlight and launch info', () => {
    expect(switchingServerStatusSchema.parse({ status: 'done' }).status).toBe('done');
    expectIssueAt(switchingServerStatusSchema, { status: 'half' }, ['status']);
    expect(instantPlayCollectionSchema.parse(null)).toBeNull();
    expect(instantPlayCollectionSchema.parse({ id: 3, name: 'Spotlight', items: [{ id: 1, title: 'A' }] })?.items).toHaveLength(1);
    expect(launchInfoSchema.parse({ launch_url: 'd2d://launch?t=1', download_url: '/client' }).launch_url).toContain('d2d://');
  });

  it('should check the mailing-list e-mail', () => {
    expect(streamingMailingListBodySchema.parse({ email: ' ana@example.com ' }).email).toBe('ana@example.com');
    expectIssueAt(streamingMailingListBodySchema, { email: 'ana' }, ['email'], 'Please enter a valid email address');
  });
});

describe('server switch', () => {
  it('should take an empty body or a server id, nothing else', () => {
    expect(switchServerBodySchema.parse({})).toEqual({});
    expect(switchServerBodySchema.parse({ server_id: 3 })).toEqual({ server_id: 3 });
    expectIssueAt(switchServerBodySchema, { server_id: 0 }, ['server_id']);
    expect(switchServerBodySchema.safeParse({ server: 3 }).success).toBe(false);
    expect(endpoints.streamingSwitchServer.body).toBe(switchServerBodySchema);
  });

  it('should parse the progress, the servers and the target of a switch', () => {
    const us = { id: 1, name: 'US East', region: 'Virginia, USA' };
    const eu = { id: 3, name: 'Europe West', region: 'London, UK' };
    const parsed = switchingServerStatusSchema.parse({ status: 'pending', progress: 4, server: us, target: eu, servers: [us, eu] });
    expect(parsed).toEqual({ status: 'pending', progress: 4, server: us, target: eu, servers: [us, eu] });
    expect(switchingServerStatusSchema.parse({ status: 'idle', progress: 0, server: us, target: null, servers: [us] }).target).toBeNull();
    expectIssueAt(switchingServerStatusSchema, { status: 'pending', progress: 11 }, ['progress']);
    expectIssueAt(switchingServerStatusSchema, { status: 'done', server: { id: 1, name: 'US East' } }, ['server', 'region']);
  });
});

describe('streaming client report and list confirmation', () => {
  it('should take a token and one of the three reports', () => {
    expect(streamingClientReportBodySchema.parse({ token: 'abc', status: 'running' })).toEqual({ token: 'abc', status: 'running' });
    expectIssueAt(streamingClientReportBodySchema, { token: 'abc', status: 'launching' }, ['status']);
    expectIssueAt(streamingClientReportBodySchema, { token: '', status: 'ended' }, ['token']);
    expect(streamingClientReportSchema.parse({ success: true, status: 'failed' }).status).toBe('failed');
    expectIssueAt(streamingClientReportSchema, { success: true, status: 'gone' }, ['status']);
  });

  it('should read the confirmation token and expect no body from the redirect', () => {
    expect(streamingListConfirmQuerySchema.parse({ token: 't0k' })).toEqual({ token: 't0k' });
    expect(pageRedirectSchema.safeParse(undefined).success).toBe(true);
    expect(pageRedirectSchema.safeParse({}).success).toBe(false);
    expect(endpoints.streamingListConfirm).toMatchObject({ method: 'GET', path: '/d2d/streaming/confirm', auth: false, chosen: true });
    expect(endpoints.streamingClientReport).toMatchObject({ method: 'POST', path: '/d2d/streaming/client_report', auth: false, chosen: true });
  });
});
