import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { StreamingGuide } from './StreamingGuide.js';

afterEach(cleanup);

describe('StreamingGuide', () => {
  it('should walk through earning hours, the four launch choices, the client, server switching and Instant Play', () => {
    render(<StreamingGuide siteId={1} />);
    const guide = screen.getByRole('region', { name: 'How to stream your games' });
    const steps = within(guide).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toContain('Every purchase of $10.00 or more in one transaction earns one free hour of Cloud Play per $10.00 spent.');
    expect(steps[1]).toContain('Windows desktop');
    expect(steps[1]).toMatch(/Steam, Origin or Blizzard/);
    expect(steps[2]).toContain('200 GB of storage, 15 GB of memory and a 1,000 Mbps connection, streamed at 1080p and 60 FPS');
    expect(steps[4]).toContain('10 minutes, once per game');
  });

  it("should write the $10 rule in the site's currency", () => {
    render(<StreamingGuide siteId={2} title="Streaming guide" />);
    expect(screen.getByRole('region', { name: 'Streaming guide' }).textContent).toContain('£10.00');
  });
});
