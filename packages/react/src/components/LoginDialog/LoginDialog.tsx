import type { CaptchaChallenge } from '@d2d/contract';
import { Dialog } from '../Dialog/Dialog.js';
import { SocialLoginButtons } from '../SocialLoginButtons/SocialLoginButtons.js';
import { Tabs } from '../Tabs/Tabs.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { LoginForm } from './LoginForm.js';
import { SignUpForm } from './SignUpForm.js';

/** What the login dialog shows. */
export type LoginDialogMode = 'login' | 'signup' | 'forgot';

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  open: boolean;
  mode: LoginDialogMode;
  onModeChange: (mode: LoginDialogMode) => void;
  /** The shopper dismissed the dialog without logging in. */
  onDismiss: () => void;
  /** A login or sign-up succeeded (the dialog closes). */
  onSuccess: (how: 'login' | 'signup' | 'forgot') => void;
  /** Go to a route of the store. */
  onNavigate: (path: string) => void;
  /** Fetches a captcha challenge for the sign-up form. */
  loadCaptchaChallenge: (signal: AbortSignal) => Promise<CaptchaChallenge>;
}

const TITLES: Record<LoginDialogMode, string> = { login: 'Login', signup: 'Sign Up', forgot: 'Forgot Password' };

/**
 * The login and sign-up dialog with the captcha, and the forgot-password form (spec §2 Modals).
 * Bound to the store: it logs in, signs up and requests password resets through core, and
 * shows the failures of spec §8.
 * @example
 * <LoginDialog open mode="login" onModeChange={setMode} onDismiss={close} onSuccess={close} onNavigate={navigate} loadCaptchaChallenge={load} />
 */
export function LoginDialog({ open, mode, onModeChange, onDismiss, onSuccess, onNavigate, loadCaptchaChallenge }: LoginDialogProps) {
  return (
    <Dialog open={open} title={TITLES[mode]} onClose={onDismiss} size="small" className="d2d-login">
      {mode === 'forgot' ? (
        <ForgotPasswordForm onDone={() => onSuccess('forgot')} onBack={() => onModeChange('login')} />
      ) : (
        <Tabs
          label="Login or sign up"
          selected={mode}
          onSelect={onModeChange}
          tabs={[
            { key: 'login', label: 'Login' },
            { key: 'signup', label: 'Sign Up' },
          ]}
        >
          {mode === 'login' ? (
            <>
              <LoginForm onDone={() => onSuccess('login')} onForgot={() => onModeChange('forgot')} onNavigate={onNavigate} />
              {/* the provider sends the shopper back to the store page, which finishes the sign-in */}
              <SocialLoginButtons />
            </>
          ) : (
            <SignUpForm loadChallenge={loadCaptchaChallenge} onDone={() => onSuccess('signup')} />
          )}
        </Tabs>
      )}
    </Dialog>
  );
}
