import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_WINDOW_NAME, openLoginWindow, waitForLogin, type LoginWait } from './loginWindow.js';

function session(initial = false) {
  let loggedIn = initial;
  const listeners = new Set<(value: boolean) => void>();
  const api: LoginWait & { set(value: boolean): void; listeners: Set<(value: boolean) => void> } = {
    isLoggedIn: () => loggedIn,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      loggedIn = value;
      for (const listener of listeners) listener(value);
    },
    listeners,
  };
  return api;
}

describe('waitForLogin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should resolve at once when already logged in', async () => {
    await expect(waitForLogin(session(true))).resolves.toBe(true);
  });

  it('should resolve true when the login arrives and stop listening', async () => {
    const s = session();
    const wait = waitForLogin(s, { popup: { closed: false } as Window });
    s.set(true);
    await expect(wait).resolves.toBe(true);
    expect(s.listeners.size).toBe(0);
  });

  it('should resolve false when the window is closed without a login, after a grace period', async () => {
    const s = session();
    const popup = { closed: false } as { closed: boolean };
    let result: boolean | undefined;
    void waitForLogin(s, { popup: popup as Window, closedGraceMs: 1000 }).then((r) => (result = r));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(750);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(result).toBe(false);
  });

  it('should still take a login that arrives just after the window closed', async () => {
    const s = session();
    const popup = { closed: true } as Window;
    const wait = waitForLogin(s, { popup, closedGraceMs: 2000 });
    await vi.advanceTimersByTimeAsync(500);
    s.set(true);
    await expect(wait).resolves.toBe(true);
  });

  it('should give up after the time limit', async () => {
    const wait = waitForLogin(session(), { timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(wait).resolves.toBe(false);
  });
});

describe('openLoginWindow', () => {
  it('should open the store login as a named popup', () => {
    const open = vi.fn(() => null);
    openLoginWindow('https://store.test/#!/?login=1', { open, screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 800 } as unknown as Window);
    expect(open).toHaveBeenCalledWith('https://store.test/#!/?login=1', LOGIN_WINDOW_NAME, expect.stringContaining('popup,width=480,height=720'));
  });
});
