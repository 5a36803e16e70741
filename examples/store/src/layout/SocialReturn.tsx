import { useEffect, useRef } from 'react';
import { socialReturnParams } from '@d2d/core';
import { useDialogs, useStore } from '@d2d/react';
import { socialFailureText } from './socialFailureText.js';
import { navigate } from '../router/index.js';

/**
 * Finishes a social sign-in or link when a provider sends the shopper back to the store page
 * (`/?code=…&state=…#!/route`): the query is taken off the address at once (the code is single-use
 * and must not stay in the history), then the shopper is signed in, or the provider linked, and
 * taken back to the route they started from. A refusal shows the server's text.
 */
export function SocialReturn() {
  const store = useStore();
  const dialogs = useDialogs();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const params = socialReturnParams(window.location.search);
    if (!params) return;
    const url = new URL(window.location.href);
    url.search = '';
    window.history.replaceState(window.history.state, '', url.toString());
    store.session.finishSocialLogin(params).then(
      (outcome) => {
        if (outcome.kind === 'unknown') return;
        // a link shows itself in account info, where the shopper started it
        if (outcome.returnTo) navigate(outcome.returnTo, { replace: true });
      },
      (error: unknown) => dialogs.show({ kind: 'message', title: 'Login', message: socialFailureText(error) }),
    );
  }, [store, dialogs]);
  return null;
}
