import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { expiredStreamingInfo, pendingStreamingInfo, streamingInfo } from '../../fixtures/streaming.js';
import { CloudPlayTime, formatTimeLeft } from './CloudPlayTime.js';

afterEach(cleanup);

describe('CloudPlayTime', () => {
  it('should list the paid and bonus hours left with their expiry', () => {
    render(<CloudPlayTime info={streamingInfo} updating={false} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Cloud Play hours', 'Bonus hours']);
    expect(screen.getByText('3 hours 42 minutes left')).toBeTruthy();
    expect(screen.getByText('20 hours 0 minutes left')).toBeTruthy();
    expect(screen.getByText('Expires on 05/30/2031 (in 11 months)')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("should say 'Updating information' while jobs are pending", () => {
    render(<CloudPlayTime info={pendingStreamingInfo} updating />);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.updatingInformation);
    expect(screen.getByText('3 hours 42 minutes left')).toBeTruthy();
  });

  it('should show an expired ticket as expired and the no-ticket text without tickets', () => {
    const { rerender } = render(<CloudPlayTime info={expiredStreamingInfo} updating={false} />);
    expect(screen.getByText('None left')).toBeTruthy();
    expect(screen.getByText('Expired on 06/13/2030 (2 days ago)')).toBeTruthy();
    rerender(<CloudPlayTime info={{ tickets: [], pending_jobs: [] }} updating={false} />);
    expect(screen.getByText(MESSAGES.noStreamingTicket)).toBeTruthy();
    rerender(<CloudPlayTime info={null} updating={false} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your Cloud Play time…');
  });

  it('should write singular units and time run over', () => {
    expect(formatTimeLeft({ sign: '+', hours: 1, minutes: 1 })).toBe('1 hour 1 minute');
    expect(formatTimeLeft({ sign: '-', hours: 0, minutes: 5 })).toBe('over by 0 hours 5 minutes');
  });
});
