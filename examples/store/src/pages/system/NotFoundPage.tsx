import { useState } from 'react';
import { href } from '../../router/index.js';
import { NOT_FOUND_ART } from './NotFoundArt.js';

/** /404: one of five illustrations at random, chosen once per visit to the page. */
export function NotFoundPage({ pick = Math.random }: { pick?: () => number }) {
  const [index] = useState(() => Math.min(NOT_FOUND_ART.length - 1, Math.floor(pick() * NOT_FOUND_ART.length)));
  const Art = NOT_FOUND_ART[index]!;
  return (
    <section className="d2d-system-page">
      <Art />
      <h1 className="d2d-page-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <a className="d2d-button d2d-button--primary" href={href('home')}>
        Back to the store
      </a>
    </section>
  );
}
