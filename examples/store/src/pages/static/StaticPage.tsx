import type { ReactNode } from 'react';
import { href } from '../../router/index.js';

/** The frame of a static text page: title, the company pages' links and the text. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="d2d-static">
      <nav aria-label="Company pages" className="d2d-static__nav">
        <ul>
          <li><a href={href('aboutUs')}>About us</a></li>
          <li><a href={href('openLetter')}>Open letter</a></li>
          <li><a href={href('affiliateProgram')}>Affiliate program</a></li>
          <li><a href={href('privacyPolicy')}>Privacy policy</a></li>
          <li><a href={href('termsOfUse')}>Terms of use</a></li>
        </ul>
      </nav>
      <div className="d2d-prose">
        <h1 className="d2d-page-title">{title}</h1>
        {children}
      </div>
    </article>
  );
}
