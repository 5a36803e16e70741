import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MediaBrowser } from './MediaBrowser.js';
import { screenshots } from '../../fixtures/media.js';

afterEach(cleanup);

describe('MediaBrowser', () => {
  it("should say 'No Screenshots Available' and 'No Videos Available' when empty", () => {
    const { rerender } = render(<MediaBrowser kind="screenshots" title="Game" items={[]} />);
    expect(screen.getByText('No Screenshots Available')).toBeTruthy();
    rerender(<MediaBrowser kind="videos" title="Game" items={[]} />);
    expect(screen.getByText('No Videos Available')).toBeTruthy();
  });

  it('should open a screenshot in the viewer and move with next and previous', () => {
    render(<MediaBrowser kind="screenshots" title="Starfall Tactics" items={screenshots} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Screenshot 2 of 3, Starfall Tactics' }));
    expect(screen.getByRole('dialog', { name: 'Starfall Tactics: screenshot 2 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Starfall Tactics: screenshot 3 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Starfall Tactics: screenshot 1 of 3' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
