/**
 * The closing tables of `npm run bench`: each scenario's figures on every database measured, one
 * column group per database, so SQLite and PostgreSQL read side by side.
 * @module
 */
import type { CheckoutBenchResult } from './checkoutBench.js';
import type { LatencyStats } from './stats.js';

/** One database's figures. */
export interface SideFigures {
  label: string;
  findpage: Array<{ name: string; stats: LatencyStats }>;
  checkout: CheckoutBenchResult[];
}

const num = (value: number | undefined, width: number) => (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1)).padStart(width);

/** Scenario names in the order first seen over all sides. */
function names(lists: ReadonlyArray<ReadonlyArray<{ name: string }>>): string[] {
  return [...new Set(lists.flatMap((list) => list.map((row) => row.name)))];
}

/**
 * The findpage table (p50 and p95 ms per database) and the checkout table (orders per second,
 * p50 and p95 ms per database), as lines.
 * @example
 * for (const line of sideBySide([sqlite, postgres])) console.log(line);
 */
export function sideBySide(sides: readonly SideFigures[]): string[] {
  const lines: string[] = [];
  const group = 16;
  const heading = (first: string, width: number) => `${first.padEnd(width)}${sides.map((side) => ` | ${side.label.padStart(group - 3)}`).join('')}`;

  lines.push(heading('Catalogue (ms per request)', 58));
  lines.push(`${''.padEnd(58)}${sides.map(() => ` | ${'p50'.padStart(6)} ${'p95'.padStart(6)}`).join('')}`);
  for (const name of names(sides.map((side) => side.findpage))) {
    const cells = sides.map((side) => {
      const stats = side.findpage.find((row) => row.name === name)?.stats;
      return ` | ${num(stats?.p50, 6)} ${num(stats?.p95, 6)}`;
    });
    lines.push(`${name.padEnd(58)}${cells.join('')}`);
  }

  lines.push('');
  lines.push(`${'Checkout'.padEnd(44)}${sides.map((side) => ` | ${side.label.padStart(21)}`).join('')}`);
  lines.push(`${''.padEnd(44)}${sides.map(() => ` | ${'orders/s'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}`).join('')}`);
  for (const name of names(sides.map((side) => side.checkout))) {
    const cells = sides.map((side) => {
      const row = side.checkout.find((r) => r.name === name);
      return ` | ${num(row?.perSecond, 8)} ${num(row?.latency.p50, 6)} ${num(row?.latency.p95, 6)}`;
    });
    lines.push(`${name.padEnd(44)}${cells.join('')}`);
  }
  return lines;
}
