import { Suspense, lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Dialog as CoreDialog } from '@d2d/core';
import type { CaptchaChallenge } from '@d2d/contract';
import { useStore } from '../../hooks/useStore.js';
import { useStoreEvent } from '../../hooks/useStoreEvent.js';
import type { LoginDialogMode } from '../LoginDialog/LoginDialog.js';
import { DialogsContext, type DialogsApi } from './DialogsContext.js';

// the dialogs, their forms and the captcha load when one is first shown: most visits show none,
// and they stay out of the page's first script
const LoginDialog = lazy(() => import('../LoginDialog/LoginDialog.js').then((module) => ({ default: module.LoginDialog })));
const CoreDialogView = lazy(() => import('./CoreDialogView.js').then((module) => ({ default: module.CoreDialogView })));

/** Props of {@link StoreDialogs}. */
export interface StoreDialogsProps {
  /** Goes to a route of the store (after sign-up, a 4011 dialog, …). */
  onNavigate: (path: string) => void;
  /** Fetches a captcha challenge for the sign-up form. */
  loadCaptchaChallenge: (signal: AbortSignal) => Promise<CaptchaChallenge>;
  /** The support site for 'Contact Customer Support' links. */
  supportUrl: string;
  /** Where a successful sign-up goes (default '/complete-registration'). */
  signUpPath?: string;
  /** Where a requested password reset goes (default '/complete-forget-password'). */
  forgotPasswordPath?: string;
  children?: ReactNode;
}

/**
 * The store's dialog host: it answers core's `login-required` event with the login dialog
 * (dismissing it drops the calls that waited for a login) and core's `dialog` event with the
 * message, unconfirmed-e-mail, ADS-reminder and campaign dialogs, one at a time. Components open
 * dialogs with {@link useDialogs}; a router calls its `closeAll` when the route changes.
 * @example
 * <StoreProvider store={store}>
 *   <StoreDialogs onNavigate={navigate} loadCaptchaChallenge={load} supportUrl="https://support.example.com">
 *     <App />
 *   </StoreDialogs>
 * </StoreProvider>
 */
export function StoreDialogs({
  onNavigate,
  loadCaptchaChallenge,
  supportUrl,
  signUpPath = '/complete-registration',
  forgotPasswordPath = '/complete-forget-password',
  children,
}: StoreDialogsProps) {
  const store = useStore();
  const [login, setLogin] = useState<{ open: boolean; mode: LoginDialogMode }>({ open: false, mode: 'login' });
  // mounted from its first opening on, so closing it keeps its state as before
  const [loginShown, setLoginShown] = useState(false);
  const [queue, setQueue] = useState<readonly { id: number; dialog: CoreDialog }[]>([]);
  const nextId = useRef(0);
  // read by closeAll, which must not cancel a login that no dialog is asking for
  const loginOpen = useRef(false);
  loginOpen.current = login.open;

  const openLogin = useCallback((mode: LoginDialogMode = 'login') => {
    loginOpen.current = true;
    setLoginShown(true);
    setLogin({ open: true, mode });
  }, []);
  const show = useCallback((dialog: CoreDialog) => {
    nextId.current += 1;
    const id = nextId.current;
    setQueue((q) => [...q, { id, dialog }]);
  }, []);
  const closeAll = useCallback(() => {
    if (loginOpen.current) {
      loginOpen.current = false;
      setLogin((l) => ({ ...l, open: false }));
      store.session.cancelLogin();
    }
    setQueue((q) => q.filter((entry) => entry.dialog.kind === 'campaign'));
  }, [store]);
  useStoreEvent('login-required', () => openLogin('login'));
  useStoreEvent('dialog', show);

  const closeCurrent = () => {
    const current = queue[0]?.dialog;
    setQueue((q) => q.slice(1));
    if (current && 'navigateOnClose' in current && current.navigateOnClose) onNavigate(current.navigateOnClose);
  };

  const api = useMemo<DialogsApi>(() => ({ openLogin, show, closeAll }), [openLogin, show, closeAll]);
  const current = queue[0];
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {loginShown && (
          <LoginDialog
            open={login.open}
            mode={login.mode}
            onModeChange={(mode) => setLogin({ open: true, mode })}
            onDismiss={() => {
              setLogin((l) => ({ ...l, open: false }));
              store.session.cancelLogin();
            }}
            onSuccess={(how) => {
              setLogin((l) => ({ ...l, open: false }));
              if (how === 'signup') onNavigate(signUpPath);
              if (how === 'forgot') onNavigate(forgotPasswordPath);
            }}
            onNavigate={(path) => {
              setLogin((l) => ({ ...l, open: false }));
              store.session.cancelLogin();
              onNavigate(path);
            }}
            loadCaptchaChallenge={loadCaptchaChallenge}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {current && !login.open && <CoreDialogView key={current.id} dialog={current.dialog} onClose={closeCurrent} onLogin={() => openLogin('login')} supportUrl={supportUrl} onNavigate={onNavigate} />}
      </Suspense>
    </DialogsContext.Provider>
  );
}
