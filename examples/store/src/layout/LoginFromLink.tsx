import { useEffect, useRef } from 'react';
import { useDialogs, useIsLoggedIn } from '@d2d/react';
import { useRoute } from '../router/index.js';

/**
 * Opens the login dialog when a link asks for it with `?login=1` (e.g. `/#!/?login=1`): the
 * partner elements open the store this way in a small window, so the shopper logs in on the
 * store's own origin. It opens once per visit of such a link, so closing the dialog sticks.
 */
export function LoginFromLink() {
  const route = useRoute();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const opened = useRef<string | null>(null);
  const link = route.query.get('login') === '1' ? `${route.path}?${route.query.toString()}` : null;
  useEffect(() => {
    if (link === null || signedIn || opened.current === link) return;
    opened.current = link;
    dialogs.openLogin('login');
  }, [link, signedIn, dialogs]);
  return null;
}
