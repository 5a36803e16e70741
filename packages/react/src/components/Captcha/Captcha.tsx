import { useEffect, useId, useRef, useState } from 'react';
import { CAPTCHA_VALIDITY_MS, MESSAGES, type CaptchaChallenge } from '@d2d/contract';
import { solveChallenge } from '../../captcha/solveChallenge.js';
import { cx } from '../../utils/cx.js';

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  /** Fetches a fresh challenge (`GET /api/captcha/challenge` through the store). */
  loadChallenge: (signal: AbortSignal) => Promise<CaptchaChallenge>;
  /** Called with the payload once solved, and with `null` when it expires or is reset. */
  onChange: (payload: string | null) => void;
  /** Change it to reset the captcha (a failed sign-up spends the solution). */
  resetKey?: unknown;
  /** The error to show (e.g. 'Please fill up captcha' after a submit without it). */
  error?: string | null;
  /** How long a solution stays valid; the spec's 120 s. */
  validityMs?: number;
  className?: string;
}

type Status = 'idle' | 'working' | 'verified' | 'expired' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  working: 'Verifying…',
  verified: 'Verified',
  expired: MESSAGES.captchaExpired,
  failed: 'Verification failed. Please try again.',
};

/**
 * The sign-up captcha: a self-hosted proof-of-work check (ALTCHA) the browser solves with
 * WebCrypto when the shopper ticks the box. A solution is valid 120 s; after that the box clears
 * and the expiry message shows (spec §4: the pending captcha token expires after 2 minutes).
 * @example
 * <Captcha loadChallenge={loadChallenge} onChange={setCaptcha} resetKey={attempt} />
 */
export function Captcha({ loadChallenge, onChange, resetKey, error, validityMs = CAPTCHA_VALIDITY_MS, className }: CaptchaProps) {
  const [status, setStatus] = useState<Status>('idle');
  const inputId = useId();
  const statusId = useId();
  const controllerRef = useRef<AbortController | null>(null);
  const expiryRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const loadRef = useRef(loadChallenge);
  loadRef.current = loadChallenge;

  const stop = () => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    clearTimeout(expiryRef.current);
  };

  useEffect(() => stop, []);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    stop();
    setStatus('idle');
    onChangeRef.current(null);
  }, [resetKey]);

  const start = async () => {
    stop();
    const controller = new AbortController();
    controllerRef.current = controller;
    setStatus('working');
    try {
      const challenge = await loadRef.current(controller.signal);
      const payload = await solveChallenge(challenge, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setStatus('verified');
      onChangeRef.current(payload);
      expiryRef.current = setTimeout(() => {
        setStatus('expired');
        onChangeRef.current(null);
      }, validityMs);
    } catch {
      if (controller.signal.aborted) return;
      setStatus('failed');
      onChangeRef.current(null);
    }
  };

  const shownError = status === 'expired' || status === 'failed' ? STATUS_TEXT[status] : error;
  return (
    <div className={cx('d2d-captcha', `d2d-captcha--${status}`, className)}>
      <div className="d2d-captcha__box">
        <input
          id={inputId}
          type="checkbox"
          className="d2d-captcha__check"
          checked={status === 'working' || status === 'verified'}
          disabled={status === 'working' || status === 'verified'}
          aria-describedby={statusId}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            if (event.target.checked) void start();
          }}
        />
        <label htmlFor={inputId} className="d2d-captcha__label">
          I'm not a robot
        </label>
        {status === 'working' && <span className="d2d-spinner d2d-captcha__spinner" aria-hidden="true" />}
        <span className="d2d-captcha__brand" aria-hidden="true">
          Proof of work
        </span>
      </div>
      <p id={statusId} className={cx('d2d-captcha__status', shownError && 'd2d-field__error')} role="status">
        {shownError ?? STATUS_TEXT[status]}
      </p>
    </div>
  );
}
