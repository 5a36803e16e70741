/**
 * Calls parked by a 401 until the shopper logs in (spec §4 Login: "the call is queued until
 * login", "queued calls replayed"). The caller's promise stays pending meanwhile and settles with
 * the replayed call's result.
 * @module
 */
import { LoginCancelledError } from './errors.js';

interface Parked {
  endpoint: string;
  replay: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** The queue of calls waiting for a login. */
export class LoginQueue {
  #parked: Parked[] = [];

  /** How many calls wait for a login. */
  get size(): number {
    return this.#parked.length;
  }

  /**
   * Parks a call.
   * @param endpoint - `METHOD /path`, for the error if the login never happens.
   * @param replay - Runs the call again (with the new token).
   * @returns A promise that settles with the replay's outcome.
   */
  park<T>(endpoint: string, replay: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#parked.push({ endpoint, replay, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /**
   * Replays every parked call in the order they were parked. A replay that meets another 401 is
   * parked again by the transport, so its caller keeps waiting for the next login.
   */
  replayAll(): void {
    const parked = this.#parked;
    this.#parked = [];
    for (const call of parked) {
      call.replay().then(call.resolve, call.reject);
    }
  }

  /**
   * Rejects every parked call with a {@link LoginCancelledError} (login dialog dismissed,
   * logout, store disposed).
   * @param cause - Why the login did not happen.
   */
  rejectAll(cause?: unknown): void {
    const parked = this.#parked;
    this.#parked = [];
    for (const call of parked) call.reject(new LoginCancelledError(call.endpoint, cause));
  }
}
