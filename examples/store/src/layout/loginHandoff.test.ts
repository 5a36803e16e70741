import { describe, expect, it, vi } from 'vitest';
import { LOGIN_HANDOFF } from '@d2d/contract';
import { handOffLogin } from './loginHandoff.js';

const token = 'c2hvcHBlci1sb2dpbi10b2tlbi0wMTIzNDU2Nzg5';

describe('handOffLogin', () => {
  it("should post the login to every frame of the opener, addressed to the store's own origin", () => {
    const frames = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }];
    const opener = { frames: Object.assign([...frames], { length: frames.length }) };
    const win = { opener, location: { origin: 'https://store.example' } } as unknown as Window;
    expect(handOffLogin(win, token)).toBe(2);
    for (const frame of frames) expect(frame.postMessage).toHaveBeenCalledWith({ d2d: LOGIN_HANDOFF, token }, 'https://store.example');
  });

  it('should do nothing without an opener, or when the opener is gone', () => {
    expect(handOffLogin({ opener: null, location: { origin: 'https://store.example' } } as unknown as Window, token)).toBe(0);
    const gone = {
      get frames(): never {
        throw new DOMException('Blocked', 'SecurityError');
      },
    };
    expect(handOffLogin({ opener: gone, location: { origin: 'https://store.example' } } as unknown as Window, token)).toBe(0);
  });
});
