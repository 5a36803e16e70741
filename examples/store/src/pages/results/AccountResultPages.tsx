import { useDialogs } from '@d2d/react';
import { href } from '../../router/index.js';
import { ResultPage } from './ResultPage.js';

/** /complete-registration: the confirmation e-mail notice, then the billing information step (spec §4 Sign-up). */
export function CompleteRegistrationPage() {
  return (
    <ResultPage title="Thanks for signing up!">
      <p>We've sent you a confirmation e-mail. Click the link in it to activate your account — you need a confirmed e-mail address to make a purchase.</p>
      <p>Next, add your billing information so checkout is quick.</p>
      <p>
        <a className="d2d-button d2d-button--primary" href={href('myAccountTab', { tabName: 'account-info' })}>Add billing information</a>{' '}
        <a className="d2d-button" href={href('home')}>Start shopping</a>
      </p>
    </ResultPage>
  );
}

/** /complete-forget-password: the reset link was sent (also where a social account without a password lands, spec §8). */
export function CompleteForgetPasswordPage() {
  return (
    <ResultPage tone="info" title="Check your e-mail">
      <p>We've sent you an e-mail with a link to set your password. The link works once; if it expires, ask for a new one from the login dialog.</p>
      <a className="d2d-button d2d-button--primary" href={href('home')}>Back to the store</a>
    </ResultPage>
  );
}

/** /complete-reset-password: the new password is set. */
export function CompleteResetPasswordPage() {
  const dialogs = useDialogs();
  return (
    <ResultPage title="Your password has been changed">
      <p>You can now log in with your new password.</p>
      <button type="button" className="d2d-button d2d-button--primary" onClick={() => dialogs.openLogin('login')}>
        Login
      </button>
    </ResultPage>
  );
}
