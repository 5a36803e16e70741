/**
 * The figure a reliability test reports to `npm run reliability` (tests/reliability/run.mjs), such
 * as "0 double-assigned". Outside that run (`RELIABILITY_FIGURES` unset) it does nothing, so the
 * same tests serve `npm test` unchanged.
 * @module
 */
import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Records `figure` for the running test: one JSON line `{ test, figure }` in the file
 * `RELIABILITY_FIGURES` names, keyed by the test's full name.
 */
export function reportFigure(figure: string): void {
  const file = process.env.RELIABILITY_FIGURES;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ test: expect.getState().currentTestName ?? '', figure })}\n`);
}
