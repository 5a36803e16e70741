import { useDialogs, useRequest } from '@d2d/react';
import { ApiError, errorTextOf } from '@d2d/core';
import { href, useRoute } from '../../router/index.js';
import { ResultPage } from './ResultPage.js';

/** /confirmation/{token} and /reconfirmation/{token}: confirms the e-mail with the e-mailed token. */
export function ConfirmationPage() {
  const route = useRoute();
  const dialogs = useDialogs();
  const token = route.name === 'confirmation' || route.name === 'reconfirmation' ? route.params.token : '';
  const { loading, error } = useRequest(async (store, signal) => {
    await store.api.account.confirm({ confirmation_token: token }, { signal, handled: [400, 404] });
    await store.session.refresh().catch(() => null);
    return true;
  }, [token]);
  if (loading) {
    return (
      <ResultPage tone="info" title="Confirming your e-mail…">
        <span className="d2d-spinner" aria-hidden="true" />
      </ResultPage>
    );
  }
  if (error !== undefined) {
    return (
      <ResultPage tone="error" title="We could not confirm your e-mail">
        <p>{(error instanceof ApiError ? errorTextOf(error.body) : undefined) ?? 'The confirmation link is invalid or has already been used.'}</p>
        <p>Log in and use Resend to get a new confirmation e-mail.</p>
        <button type="button" className="d2d-button d2d-button--primary" onClick={() => dialogs.openLogin('login')}>Login</button>
      </ResultPage>
    );
  }
  return (
    <ResultPage title={route.name === 'reconfirmation' ? 'Your new e-mail is confirmed' : 'Your e-mail is confirmed'}>
      <p>Your account is active. Enjoy your games!</p>
      <a className="d2d-button d2d-button--primary" href={href('home')}>Start shopping</a>
    </ResultPage>
  );
}
