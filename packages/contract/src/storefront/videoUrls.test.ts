import { describe, expect, it } from 'vitest';
import { videoUrls } from '../index.js';

describe('videoUrls', () => {
  it('should name the WebM file and its poster frame of a store video code', () => {
    expect(videoUrls('copper-gambit-trailer')).toEqual({ src: '/media/video/copper-gambit-trailer.webm', poster: '/media/video/copper-gambit-trailer.jpg' });
  });

  it('should answer null for no code or a code that is not one of the store files', () => {
    for (const code of [null, undefined, '', 'aqz-KE-bpKQ', '../secret', 'a--b', '-a']) expect(videoUrls(code)).toBeNull();
  });
});
