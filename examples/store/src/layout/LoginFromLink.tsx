import { useEffect, useRef } from 'react';
import { useDialogs, useIsLoggedIn, useStore } from '@d2d/react';
import { useRoute } from '../router/index.js';
import { handOffLogin } from './loginHandoff.js';

/**
 * Opens the login dialog when a link asks for it with `?login=1` (e.g. `/#!/?login=1`): the
 * partner elements open the store this way in a small window, so the shopper logs in on the
 * store's own origin. It opens once per visit of such a link, so closing the dialog sticks. Once
 * the shopper is logged in (at once, if they already were), the login is handed to the store's
 * channel frame on the partner page that opened the window, which may not see the store's cookie.
 */
export function LoginFromLink() {
  const route = useRoute();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const store = useStore();
  const opened = useRef<string | null>(null);
  const link = route.query.get('login') === '1' ? `${route.path}?${route.query.toString()}` : null;
  useEffect(() => {
    if (link === null || signedIn || opened.current === link) return;
    opened.current = link;
    dialogs.openLogin('login');
  }, [link, signedIn, dialogs]);
  useEffect(() => {
    const token = store.session.token;
    if (link !== null && signedIn && token) handOffLogin(window, token);
  }, [link, signedIn, store]);
  return null;
}
