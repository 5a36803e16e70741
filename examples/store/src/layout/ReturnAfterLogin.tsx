import { useEffect } from 'react';
import { useIsLoggedIn } from '@d2d/react';
import { RETURN_PATH_KEY } from '../config.js';
import { navigate } from '../router/index.js';

/** After a login, goes back to the page a visitor was sent away from (My account, spec §6). */
export function ReturnAfterLogin() {
  const signedIn = useIsLoggedIn();
  useEffect(() => {
    if (!signedIn) return;
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    if (!path) return;
    sessionStorage.removeItem(RETURN_PATH_KEY);
    navigate(path);
  }, [signedIn]);
  return null;
}
