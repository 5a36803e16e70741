import { useEffect } from 'react';
import { useDialogs } from '@d2d/react';
import { parseHash } from '../router/index.js';

/**
 * Closes the open dialogs (the login dialog, messages) when the shopper goes to another page, so
 * a dialog opened on one page never stays over the next. It listens to `hashchange` itself rather
 * than to the rendered route: a page that redirects and then opens a dialog in one go (My account
 * sends visitors home, then asks them to log in) has its redirect seen first, and keeps its dialog.
 * Query changes on the same page (filters, paging) keep the dialogs.
 */
export function CloseDialogsOnRouteChange() {
  const dialogs = useDialogs();
  useEffect(() => {
    let path = parseHash(window.location.hash).path;
    const onChange = () => {
      const next = parseHash(window.location.hash).path;
      if (next === path) return;
      path = next;
      dialogs.closeAll();
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, [dialogs]);
  return null;
}
