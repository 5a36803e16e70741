/**
 * When the channel posts the shopper's state: once per change of what the page shows, however
 * many of the store's signals moved together (account, cart and loading change in one go), and
 * never before the store is ready or after the channel stopped.
 * @module
 */

/** Posts the shopper's state when it changed. */
export interface StatePublisher {
  /** Notes a change; the state is posted once the current task's synchronous changes are done. */
  changed(): void;
  /** Posts now if something changed since the last post (before an answer, so the page sees both in order). */
  flush(): void;
  /** Starts posting: the store is ready and the page was greeted with the state. */
  start(): void;
  /** Stops posting for good. */
  stop(): void;
}

/**
 * Makes the publisher of one channel.
 * @param publish - Posts the shopper's current state to the page.
 * @returns The publisher, not yet started: changes before {@link StatePublisher.start} are dropped.
 * @example
 * const publisher = statePublisher(() => post({ kind: 'state', state: shopperState(store, products) }));
 * store.cart.cart.subscribe(publisher.changed);
 */
export function statePublisher(publish: () => void): StatePublisher {
  let pending = false;
  let phase: 'waiting' | 'live' | 'stopped' = 'waiting';
  const flush = () => {
    if (!pending) return;
    pending = false;
    if (phase === 'live') publish();
  };
  return {
    changed() {
      if (pending) return;
      pending = true;
      queueMicrotask(flush);
    },
    flush,
    start() {
      if (phase === 'waiting') phase = 'live';
    },
    stop() {
      phase = 'stopped';
    },
  };
}
