/**
 * The events a store emits (`store.on(name, listener)`). Core never routes or renders; the host
 * listens and acts.
 * @module
 */
import type { Cart } from '@d2d/contract';
import type { Dialog } from './errorMessages.js';
import type { StoreError } from './errors.js';

/** Payloads by event name. */
export interface StoreEvents {
  /** Go to a route of the store (system pages of spec §8, purchase results, home). */
  navigate: { path: string; reason?: StoreError };
  /**
   * Open the login dialog: a call got 401 and waits for a login (`reason: 'unauthorized'`), or
   * a visitor tried something that needs one (`reason: 'action'`).
   */
  'login-required': { reason: 'unauthorized' | 'action'; endpoint?: string };
  /** Show a dialog (spec §8 errors, campaigns, the ADS trade-in reminder, …). */
  dialog: Dialog;
  /** The cart changed (after add, remove, coupon, refresh, login or logout). */
  'cart-change': { cart: Cart | null };
  /** A token the page sent was refused: the session expired (the spec's host reloads the page). */
  'expired-token': { endpoint: string };
  /** A call failed; for logging and monitoring. */
  error: { error: StoreError };
}

/** An event name of the store. */
export type StoreEventName = keyof StoreEvents;
