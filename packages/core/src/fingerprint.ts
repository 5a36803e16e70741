/**
 * The device fingerprint of spec §1: an id held for the browser and sent with every call in the
 * `X-Device-Fingerprint` header. It identifies the device for fraud scoring, not the shopper, so
 * a random id kept in storage is enough and nothing is read from the device.
 * @module
 */
import type { StorageAdapter } from './adapters.js';

/** Storage key of the fingerprint. */
export const FINGERPRINT_STORAGE_KEY = 'd2d.fingerprint';

const SHAPE = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Returns the stored fingerprint, or makes one and stores it.
 * @param storage - Where the fingerprint is kept across page loads.
 * @param random - A source of numbers in [0, 1); injectable for tests.
 * @returns A 32-character hex id.
 */
export function deviceFingerprint(storage: StorageAdapter, random: () => number = Math.random): string {
  const stored = storage.getItem(FINGERPRINT_STORAGE_KEY);
  if (stored !== null && SHAPE.test(stored)) return stored;
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(random() * 16).toString(16);
  storage.setItem(FINGERPRINT_STORAGE_KEY, id);
  return id;
}

/**
 * Checks a fingerprint given in the config.
 * @throws RangeError when it is not 8 to 128 letters, digits, `-` or `_` (it travels in a header).
 */
export function assertFingerprint(value: string): string {
  if (!SHAPE.test(value)) {
    throw new RangeError('createStore: `fingerprint` must be 8 to 128 letters, digits, "-" or "_" (it is sent as a header).');
  }
  return value;
}
