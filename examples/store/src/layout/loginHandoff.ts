import { loginHandoffMessage } from '@d2d/contract';

/**
 * Hands the shopper's login to the store's channel frame on the partner page that opened this
 * window (`/#!/?login=1`, opened by the partner elements). On a partner of another site that
 * frame cannot see the store's cookie, so it learns the login this way. The message is addressed
 * to the store's own origin: only the store's frames among the opener's receive it, never the
 * partner page.
 * @param win - This window.
 * @param token - The shopper's login token.
 * @returns How many frames of the opener were addressed (0 without an opener).
 */
export function handOffLogin(win: Window, token: string): number {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return 0;
  const message = loginHandoffMessage(token);
  let count = 0;
  try {
    count = opener.frames.length;
    for (let i = 0; i < count; i += 1) opener.frames[i]?.postMessage(message, win.location.origin);
  } catch {
    // the opener went away meanwhile: nobody to tell
  }
  return count;
}
