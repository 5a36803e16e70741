import { describe, expect, it } from 'vitest';
import { sideBySide, type SideFigures } from './sideBySide.js';

const stats = (p50: number, p95: number) => ({ count: 20, p50, p95, mean: p50, max: p95 });

describe('the side-by-side bench tables', () => {
  it('should put each scenario of every database on one line, in columns per database', () => {
    const sqlite: SideFigures = {
      label: 'SQLite',
      findpage: [{ name: 'findpage: browse', stats: stats(1.25, 2) }],
      checkout: [{ name: 'legacy hosted page', orders: 400, perSecond: 210.4, latency: stats(60, 90) }],
    };
    const postgres: SideFigures = {
      label: 'PostgreSQL',
      findpage: [{ name: 'findpage: browse', stats: stats(3, 4.5) }],
      checkout: [{ name: 'legacy hosted page', orders: 400, perSecond: 150, latency: stats(80, 120.25) }],
    };
    const lines = sideBySide([sqlite, postgres]);
    const browse = lines.find((line) => line.startsWith('findpage: browse'));
    expect(browse?.split('|').map((cell) => cell.trim())).toEqual(['findpage: browse', '1.3    2.0', '3.0    4.5']);
    const legacy = lines.find((line) => line.startsWith('legacy hosted page'));
    expect(legacy?.split('|').map((cell) => cell.trim().split(/\s+/))).toEqual([['legacy', 'hosted', 'page'], ['210.4', '60.0', '90.0'], ['150.0', '80.0', '120.3']]);
    expect(lines[0]).toContain('SQLite');
    expect(lines[0]).toContain('PostgreSQL');
  });
});
