import type { ReactNode } from 'react';

/** The frame of a result page: an icon, a title and what to do next. */
export function ResultPage({ tone = 'success', title, children }: { tone?: 'success' | 'error' | 'info'; title: string; children?: ReactNode }) {
  const symbol = tone === 'success' ? '✓' : tone === 'error' ? '!' : 'i';
  return (
    <section className={`d2d-system-page store-result store-result--${tone}`}>
      <span className="store-result__icon" aria-hidden="true">
        {symbol}
      </span>
      <h1 className="d2d-page-title">{title}</h1>
      {children}
    </section>
  );
}
