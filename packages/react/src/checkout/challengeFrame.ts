/**
 * The 3-D Secure challenge of a card payment, shown the way a card provider's client library
 * shows it: a modal layer over the page with the provider's challenge page in a frame. The page
 * answers with `postMessage({ event: 'd2d:3ds', status, message })` from its own origin; any
 * other message is ignored.
 * @module
 */

/** `event` of the challenge page's answer (the server's `CHALLENGE_FRAME_EVENT`). */
export const CHALLENGE_EVENT = 'd2d:3ds';

/** The message when the shopper closes the challenge without answering it. */
export const CHALLENGE_CLOSED = 'The 3-D Secure check was closed before it was completed.';

/** How a challenge ended. */
export type ChallengeResult = { status: 'succeeded' } | { status: 'failed'; message: string | null };

/**
 * Shows the challenge page at `url` and waits for its answer (or for the shopper to close it).
 * @param url - the provider's challenge page (absolute)
 * @param doc - the document to show it in
 * @example
 * const result = await runChallenge(answer.challenge_url);
 */
export function runChallenge(url: string, doc: Document = document): Promise<ChallengeResult> {
  const origin = new URL(url, doc.baseURI).origin;
  const view = doc.defaultView ?? window;
  const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  return new Promise((resolve) => {
    const layer = doc.createElement('div');
    layer.className = 'd2d-challenge';
    layer.setAttribute('role', 'dialog');
    layer.setAttribute('aria-modal', 'true');
    layer.setAttribute('aria-label', '3-D Secure check');
    layer.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;background:rgb(0 0 0 / .6)';
    const frame = doc.createElement('iframe');
    frame.title = '3-D Secure check';
    frame.src = url;
    frame.style.cssText = 'width:min(440px,94vw);height:min(460px,80vh);border:0;border-radius:10px;background:#141923';
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'd2d-button d2d-button--secondary';
    close.textContent = 'Close';
    layer.append(frame, close);

    const finish = (result: ChallengeResult) => {
      view.removeEventListener('message', onMessage);
      doc.removeEventListener('keydown', onKey);
      layer.remove();
      opener?.focus();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.data?.event !== CHALLENGE_EVENT) return;
      const message = typeof event.data.message === 'string' ? event.data.message : null;
      finish(event.data.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', message });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish({ status: 'failed', message: CHALLENGE_CLOSED });
    };
    close.addEventListener('click', () => finish({ status: 'failed', message: CHALLENGE_CLOSED }));
    view.addEventListener('message', onMessage);
    doc.addEventListener('keydown', onKey);
    doc.body.append(layer);
    frame.focus();
  });
}
