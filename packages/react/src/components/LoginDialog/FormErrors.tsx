import type { ReactNode } from 'react';

/** Props of {@link FormErrors}. */
export interface FormErrorsProps {
  /** The failure messages to show; nothing renders when empty. */
  messages: readonly string[];
  /** An action that goes with the messages (e.g. the Resend button). */
  children?: ReactNode;
}

/** The alert above the login and sign-up forms with the server's failure messages. */
export function FormErrors({ messages, children }: FormErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <div className="d2d-alert d2d-alert--error" role="alert">
      {messages.map((m) => (
        <p key={m} className="d2d-login__message">
          {m}
        </p>
      ))}
      {children}
    </div>
  );
}
