/**
 * A small typed event emitter. Core never routes or renders: it tells the host what should
 * happen (`navigate`, `login-required`, `dialog`, …) and the host decides how.
 * @module
 */

/** Unsubscribes a listener. */
export type Unsubscribe = () => void;

/**
 * A typed emitter over an event map (`{ eventName: payload }`).
 * Listeners run synchronously in subscription order; one that throws does not stop the others
 * (its error is reported through `onListenerError`).
 */
export class Emitter<Events extends object> {
  readonly #listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  readonly #onListenerError: (error: unknown) => void;

  /**
   * @param onListenerError - Called with whatever a listener throws; defaults to ignoring it.
   */
  constructor(onListenerError: (error: unknown) => void = () => {}) {
    this.#onListenerError = onListenerError;
  }

  /**
   * Subscribes to one event.
   * @param event - The event name.
   * @param listener - Called with the event's payload.
   * @returns A function that unsubscribes.
   */
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): Unsubscribe {
    let set = this.#listeners.get(event);
    if (!set) {
      set = new Set();
      this.#listeners.set(event, set);
    }
    set.add(listener as (payload: never) => void);
    return () => {
      set.delete(listener as (payload: never) => void);
    };
  }

  /**
   * Subscribes to the next occurrence of an event only.
   * @param event - The event name.
   * @param listener - Called once with the payload.
   * @returns A function that unsubscribes before it fired.
   */
  once<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): Unsubscribe {
    const off = this.on(event, (payload) => {
      off();
      listener(payload);
    });
    return off;
  }

  /**
   * Sends an event to its listeners.
   * @param event - The event name.
   * @param payload - The event's payload.
   */
  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as (payload: Events[K]) => void)(payload);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }

  /** Removes every listener (used by `store.dispose()`). */
  clear(): void {
    this.#listeners.clear();
  }
}
