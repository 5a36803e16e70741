import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MediaBrowser } from './MediaBrowser.js';
import { MESSAGES } from '@d2d/contract';
import { screenshots, videos } from '../../fixtures/media.js';
import { AGE_GATE_TEXT } from '../AgeGate/AgeGate.js';

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

  it('should show video tiles with their poster card and play the clip in the viewer', () => {
    const { baseElement } = render(<MediaBrowser kind="videos" title="Starfall Tactics" items={videos} />);
    expect(baseElement.querySelectorAll('.d2d-media__button img')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Open Starfall Tactics launch trailer, Starfall Tactics' }));
    const video = baseElement.querySelector('.d2d-media-viewer video')!;
    expect(video.getAttribute('src')).toBe('/media/video/gameplay.webm');
    expect(video.getAttribute('poster')).toBe('/media/video/gameplay.jpg');
  });

  it("should ask for a birthday once before a mature product's videos play", () => {
    const { baseElement } = render(<MediaBrowser kind="videos" title="Starfall Tactics" items={videos} mature today={() => new Date(2026, 5, 15)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Starfall Tactics launch trailer, Starfall Tactics' }));
    expect(screen.getByText(MESSAGES.matureAudiencesOnly)).toBeTruthy();
    expect(baseElement.querySelector('.d2d-media-viewer video')).toBeNull();
    fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.month), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.day), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.year), { target: { value: '1985' } });
    fireEvent.click(screen.getByRole('button', { name: AGE_GATE_TEXT.submit }));
    expect(baseElement.querySelector('.d2d-media-viewer video')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(baseElement.querySelector('.d2d-media-viewer video')?.getAttribute('src')).toBe('/media/video/gameplay.webm');
  });
});
