import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { instantPlayGame, instantPlaySpotlight } from '../../fixtures/streaming.js';
import { InstantPlaySpotlight } from './InstantPlaySpotlight.js';

afterEach(cleanup);

const NOW = Date.parse('2031-06-01T00:00:00Z');

describe('InstantPlaySpotlight', () => {
  it('should list the spotlight games, each with an Instant Play button that starts its trial', () => {
    const onPlay = vi.fn();
    render(<InstantPlaySpotlight collection={instantPlaySpotlight} launching={null} supportUrl="https://support.test" now={NOW} onPlay={onPlay} productHref={(p) => `#!/download-${p.uriSafeTitle}/${p.id}`} />);
    expect(screen.getByRole('link', { name: 'Stellar Odyssey' }).getAttribute('href')).toBe('#!/download-stellar-odyssey/1');
    fireEvent.click(screen.getByRole('button', { name: 'Instant Play, Stellar Odyssey' }));
    expect(onPlay).toHaveBeenCalledWith(instantPlayGame, { game_id: 6000001, collection_id: 1, offer_item_id: 900001 });
    expect(screen.getByRole('button', { name: 'Instant Play, Last Signal' })).toBeTruthy();
  });

  it('should lock the buttons while a trial launches and show a refused trial as an alert', () => {
    render(
      <InstantPlaySpotlight
        collection={instantPlaySpotlight}
        launching={{ kind: 'instantPlay', gameId: 6000001, startedAt: 0 }}
        supportUrl="https://support.test"
        now={NOW}
        onPlay={() => {}}
        error={MESSAGES.instantPlayTrialUsed}
      />,
    );
    expect((screen.getByRole('button', { name: 'Instant Play, Last Signal' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Launching Stellar Odyssey… waiting for the streaming client.');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.instantPlayTrialUsed);
  });

  it('should offer no trial outside its window', () => {
    render(<InstantPlaySpotlight collection={instantPlaySpotlight} launching={null} supportUrl="https://support.test" now={Date.parse('2041-01-01T00:00:00Z')} onPlay={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByText('Instant Play is not open for this game right now.')).toHaveLength(2);
  });

  it("should show the spec's no-spotlight text with a support link, and a loading state", () => {
    const { rerender } = render(<InstantPlaySpotlight collection={null} launching={null} supportUrl="https://support.test" onPlay={() => {}} />);
    expect(screen.getByText(MESSAGES.noInstantPlaySpotlight)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Customer Support' }).getAttribute('href')).toBe('https://support.test');
    rerender(<InstantPlaySpotlight collection={undefined} launching={null} supportUrl="https://support.test" onPlay={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the Instant Play Spotlight…');
  });
});
