/**
 * A visitor's login from a partner page happens on the store's origin: the store opens in a
 * small window with its login dialog (`<store>/#!/?login=1`), the shopper logs in there (or signs
 * up), the store sets its `token` cookie, and the channel reports the new login to the page.
 * @module
 */

/** Name of the login window, so a second click focuses it instead of opening another. */
export const LOGIN_WINDOW_NAME = 'd2d-store-login';

/** What waiting for a login needs. */
export interface LoginWait {
  /** Whether a shopper is logged in now. */
  isLoggedIn(): boolean;
  /** Calls back on every change of the login state; returns the unsubscribe. */
  subscribe(listener: (loggedIn: boolean) => void): () => void;
}

/** Options of {@link waitForLogin}. */
export interface WaitOptions {
  /** The login window, watched so closing it ends the wait. */
  popup?: Window | null;
  /** Give up after this long, in ms (default 10 minutes). */
  timeoutMs?: number;
  /**
   * After the window is closed, how long a login may still take to arrive (the channel notices
   * the new cookie within a second), in ms (default 3000).
   */
  closedGraceMs?: number;
}

/**
 * Opens the store's login in a popup window.
 * @param url - The store's login link (`storeLinks(...).login()`).
 * @param win - The partner page's window.
 * @returns The popup, or `null` when the browser blocked it.
 */
export function openLoginWindow(url: string, win: Window = window): Window | null {
  const width = 480;
  const height = 720;
  const left = Math.max(0, Math.round((win.screenX ?? 0) + ((win.outerWidth ?? width) - width) / 2));
  const top = Math.max(0, Math.round((win.screenY ?? 0) + ((win.outerHeight ?? height) - height) / 2));
  return win.open(url, LOGIN_WINDOW_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Waits until the shopper is logged in.
 * @param session - The login state.
 * @param options - The popup to watch and the time limits.
 * @returns `true` once logged in; `false` when the popup was closed without a login or time ran out.
 */
export function waitForLogin(session: LoginWait, options: WaitOptions = {}): Promise<boolean> {
  if (session.isLoggedIn()) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    let settled = false;
    let closedAt: number | null = null;
    const finish = (result: boolean) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearInterval(watch);
      clearTimeout(limit);
      resolve(result);
    };
    const unsubscribe = session.subscribe((loggedIn) => {
      if (loggedIn) finish(true);
    });
    const grace = options.closedGraceMs ?? 3000;
    const watch = setInterval(() => {
      const popup = options.popup;
      if (!popup || !popup.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= grace) finish(false);
    }, 250);
    const limit = setTimeout(() => finish(false), options.timeoutMs ?? 600_000);
  });
}
