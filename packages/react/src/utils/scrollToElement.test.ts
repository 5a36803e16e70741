import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToElement } from './scrollToElement.js';

afterEach(() => vi.restoreAllMocks());

function element(top: number): HTMLElement {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ top, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) });
  return el;
}

describe('scrollToElement', () => {
  it('should animate to 120 px above the element over 400 ms', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window.performance, 'now').mockReturnValue(0);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.matchMedia = ((q: string) => ({ matches: false, media: q })) as unknown as typeof window.matchMedia;
    scrollToElement(element(1000));
    frames.shift()!(200);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 440);
    frames.shift()!(400);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 880);
    expect(frames).toHaveLength(0);
  });

  it('should jump at once for shoppers who ask for reduced motion', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.matchMedia = ((q: string) => ({ matches: true, media: q })) as unknown as typeof window.matchMedia;
    scrollToElement(element(500), { offsetPx: 100 });
    expect(scrollTo).toHaveBeenCalledWith(0, 400);
  });
});
