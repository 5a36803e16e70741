import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A private folder under the system's temp folder and its removal. */
export interface TempDir {
  path: string;
  /** Deletes the folder and all it holds. */
  remove(): void;
}

/**
 * Makes a fresh folder named `d2d-<name>-…`, so a file a failed run leaves says which test made it.
 * @example
 * const dir = tempDir('embed');
 * writeFileSync(join(dir.path, 'd2d-elements.js'), '');
 * dir.remove();
 */
export function tempDir(name: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), `d2d-${name}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
