import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { AGE_GATE_TEXT } from '../AgeGate/AgeGate.js';
import { VideoPlayer } from './VideoPlayer.js';

afterEach(cleanup);

const today = () => new Date(2026, 5, 15);
const clip = { src: '/media/video/d2d-showcase.webm', poster: '/media/video/d2d-showcase.jpg', title: 'D2D Showcase' };

function birthday(month: string, day: string, year: string) {
  fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.month), { target: { value: month } });
  fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.day), { target: { value: day } });
  fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.year), { target: { value: year } });
  fireEvent.click(screen.getByRole('button', { name: AGE_GATE_TEXT.submit }));
}

describe('VideoPlayer', () => {
  it('should play a video for everyone at once, with its poster and controls', () => {
    const { container } = render(<VideoPlayer {...clip} autoPlay />);
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(clip.src);
    expect(video.getAttribute('poster')).toBe(clip.poster);
    expect(video.getAttribute('aria-label')).toBe(clip.title);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(screen.queryByText(MESSAGES.matureAudiencesOnly)).toBeNull();
  });

  it('should hold a mature video behind the age gate until an adult birthday is entered', () => {
    const onGatePassed = vi.fn();
    const { container } = render(<VideoPlayer {...clip} mature today={today} onGatePassed={onGatePassed} />);
    expect(screen.getByText(MESSAGES.matureAudiencesOnly)).toBeTruthy();
    expect(container.querySelector('video')).toBeNull();
    birthday('1', '1', '2012');
    expect(screen.getByRole('alert').textContent).toBe(AGE_GATE_TEXT.underage);
    expect(container.querySelector('video')).toBeNull();
    birthday('1', '1', '1990');
    expect(container.querySelector('video')?.getAttribute('src')).toBe(clip.src);
    expect(onGatePassed).toHaveBeenCalledOnce();
  });
});
