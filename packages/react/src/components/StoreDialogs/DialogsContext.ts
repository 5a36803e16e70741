import { createContext, useContext } from 'react';
import type { Dialog as CoreDialog } from '@d2d/core';
import type { LoginDialogMode } from '../LoginDialog/LoginDialog.js';

/** Opens the store's dialogs from anywhere below {@link StoreDialogs}. */
export interface DialogsApi {
  /** Opens the login dialog (or sign-up, or forgot password). */
  openLogin(mode?: LoginDialogMode): void;
  /** Shows a message dialog, as core's `dialog` event does. */
  show(dialog: CoreDialog): void;
  /**
   * Closes the login dialog (dropping the calls that waited for a login) and the message dialogs,
   * for example when the route changes; campaign popups stay, as each is offered only once.
   */
  closeAll(): void;
}

export const DialogsContext = createContext<DialogsApi | null>(null);

/**
 * The store's dialogs.
 * @returns `openLogin`, `show` and `closeAll`.
 * @throws Error naming the fix outside {@link StoreDialogs}.
 * @example
 * const dialogs = useDialogs();
 * <button onClick={() => dialogs.openLogin('signup')}>Sign Up</button>
 */
export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error('Could not find the store dialogs; render <StoreDialogs> inside <StoreProvider> around your app.');
  return api;
}
