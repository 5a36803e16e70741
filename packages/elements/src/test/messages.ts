/**
 * Test helpers for the channel: message events with the origin and source a browser would set
 * (jsdom's own postMessage sets neither), and a fake channel-page window.
 */

/** A `message` event as a browser delivers it. */
export function messageEvent(data: unknown, origin: string, source: unknown): MessageEvent {
  const event = new Event('message');
  Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } });
  return event as MessageEvent;
}

/** What the channel page posted to its parent. */
export interface Posted {
  message: unknown;
  targetOrigin: string;
}

/** A channel page's window: an event target with a location, a document, a parent and the global timers. */
export function fakeChannelWindow(storeOrigin: string) {
  const posted: Posted[] = [];
  const parent = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message: structuredClone(message), targetOrigin });
    },
  };
  const target = new EventTarget();
  const win = Object.assign(target, {
    parent,
    location: { origin: storeOrigin },
    document: Object.assign(new EventTarget(), { visibilityState: 'visible', cookie: '' }),
    setInterval: (callback: () => void, ms: number) => globalThis.setInterval(callback, ms),
    clearInterval: (handle: ReturnType<typeof setInterval>) => globalThis.clearInterval(handle),
    fetch: () => Promise.reject(new TypeError('no fetch in the fake window')),
  }) as unknown as Window;
  return { win, parent, posted };
}

/** Resolves after pending promise callbacks and zero-delay timers have run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
