import { MESSAGES, SUPPORT_URL } from '@d2d/contract';
import { href } from '../../router/index.js';

function Illustration({ label, symbol }: { label: string; symbol: string }) {
  return (
    <svg className="d2d-system-page__art" viewBox="0 0 400 200" width="400" height="200" role="img" aria-label={label}>
      <circle cx="200" cy="100" r="80" fill="var(--d2d-color-surface-2)" stroke="var(--d2d-color-border)" strokeWidth="4" />
      <text x="200" y="128" textAnchor="middle" fontSize="84" fontWeight="800" fill="var(--d2d-color-accent)" fontFamily="sans-serif">
        {symbol}
      </text>
    </svg>
  );
}

/** /maintenance: the spec's text verbatim. */
export function MaintenancePage() {
  const [title, ...rest] = MESSAGES.maintenance.split('. ');
  return (
    <section className="d2d-system-page">
      <Illustration label="Tools" symbol="⚙" />
      <h1 className="d2d-page-title">{title}.</h1>
      <p>{rest.join('. ')}</p>
    </section>
  );
}

/** /error: a server error page with a way back. */
export function ErrorPage() {
  return (
    <section className="d2d-system-page">
      <Illustration label="Warning" symbol="!" />
      <h1 className="d2d-page-title">Something went wrong</h1>
      <p>{MESSAGES.somethingWentWrong} Please try again in a moment. If it keeps happening, contact Customer Support.</p>
      <p>
        <a className="d2d-button d2d-button--primary" href={href('home')}>Back to the store</a>{' '}
        <a className="d2d-button" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">Contact Customer Support</a>
      </p>
    </section>
  );
}

/** /400: the request could not be understood. */
export function BadRequestPage() {
  return (
    <section className="d2d-system-page">
      <Illustration label="Question mark" symbol="?" />
      <h1 className="d2d-page-title">Bad request</h1>
      <p>The store could not understand that request. Please go back and try again.</p>
      <a className="d2d-button d2d-button--primary" href={href('home')}>Back to the store</a>
    </section>
  );
}
