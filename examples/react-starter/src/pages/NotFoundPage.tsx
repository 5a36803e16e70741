import { href } from '../router.js';

/**
 * Any other path: the store's dialogs may name pages of the full store that a starter leaves out.
 * @param props.path - The path asked for.
 */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <section>
      <h1 className="d2d-page-title">Page not found</h1>
      <p>The starter has no page at {path}.</p>
      <a className="d2d-button d2d-button--primary" href={href('/')}>
        Back to the games
      </a>
    </section>
  );
}
