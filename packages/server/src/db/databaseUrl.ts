/**
 * A `DATABASE_URL` as the server prints it (startup lines, the seed command): a PostgreSQL URL's
 * password becomes `***`, in the user part and in a `password` query parameter, so logs and
 * terminals shared with others never show it. A SQLite path is printed as it is.
 * @module
 */
import { isPostgresUrl } from './dialect.js';

const MASK = '***';

/**
 * The URL with its password masked.
 * @example
 * displayDatabaseUrl('postgres://d2d:secret@127.0.0.1:5432/store'); // 'postgres://d2d:***@127.0.0.1:5432/store'
 */
export function displayDatabaseUrl(url: string): string {
  if (!isPostgresUrl(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    // unparsable: mask whatever sits between the user's colon and the last @ before the host
    return url.replace(/^(\s*postgres(?:ql)?:\/\/[^:/@]*:)[^/]*@/i, `$1${MASK}@`);
  }
  if (parsed.password) parsed.password = MASK;
  for (const key of [...parsed.searchParams.keys()]) {
    if (key.toLowerCase() === 'password') parsed.searchParams.set(key, MASK);
  }
  // URL percent-encodes the mask's asterisks in the query; they read better as they are
  return parsed.toString().replaceAll('%2A%2A%2A', MASK);
}
