import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { HeroRotator } from './HeroRotator.js';
import { heroSlides } from '../../fixtures/merchandising.js';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

const currentTitle = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');

describe('HeroRotator', () => {
  it('should move to the next slide every 5 seconds', () => {
    render(<HeroRotator slides={heroSlides} />);
    expect(currentTitle()).toBe(`Slide 1: ${heroSlides[0]!.title}`);
    act(() => void vi.advanceTimersByTime(4999));
    expect(currentTitle()).toBe(`Slide 1: ${heroSlides[0]!.title}`);
    act(() => void vi.advanceTimersByTime(1));
    expect(currentTitle()).toBe(`Slide 2: ${heroSlides[1]!.title}`);
  });

  it('should stop and restart with the pause control', () => {
    render(<HeroRotator slides={heroSlides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation' }));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(currentTitle()).toBe(`Slide 1: ${heroSlides[0]!.title}`);
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentTitle()).toBe(`Slide 2: ${heroSlides[1]!.title}`);
  });

  it('should pause while keyboard focus is inside', () => {
    render(<HeroRotator slides={heroSlides} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(currentTitle()).toBe(`Slide 1: ${heroSlides[0]!.title}`);
  });

  it('should go to a chosen slide and wrap around with previous', () => {
    render(<HeroRotator slides={heroSlides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe(`Slide ${heroSlides.length}: ${heroSlides.at(-1)!.title}`);
    fireEvent.click(screen.getByRole('button', { name: `Slide 2: ${heroSlides[1]!.title}` }));
    expect(screen.getByRole('group', { name: `2 of ${heroSlides.length}: ${heroSlides[1]!.title}` }).hidden).toBe(false);
  });

  it('should play a video slide in a dialog, behind the age gate when mature, and stop rotating meanwhile', async () => {
    vi.useRealTimers();
    const slides = [
      { ...heroSlides[0]!, video: { src: '/media/video/copper-gambit-trailer.webm', poster: '/media/video/copper-gambit-trailer.jpg', mature: true } },
      ...heroSlides.slice(1),
    ];
    render(<HeroRotator slides={slides} intervalMs={50} today={() => new Date(2026, 5, 15)} />);
    fireEvent.click(screen.getByRole('button', { name: `Play video: ${slides[0]!.title}` }));
    const dialog = await screen.findByRole('dialog', { name: slides[0]!.title });
    expect(dialog.textContent).toContain(MESSAGES.matureAudiencesOnly);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(currentTitle()).toBe(`Slide 1: ${slides[0]!.title}`);
    expect(screen.queryByRole('button', { name: `Play video: ${heroSlides[1]!.title}` })).toBeNull();
  });
});
