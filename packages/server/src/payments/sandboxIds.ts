import { randomBytes } from 'node:crypto';

/**
 * A random id with a prefix, like a provider's object ids (`pi_…`, `evt_…`).
 * @example
 * sandboxId('evt'); // 'evt_3f9c…'
 */
export function sandboxId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('hex')}`;
}
