#!/usr/bin/env node
// `npm run reliability`: the payment and security reliability tests of issue 12, against the real
// server and database, one line each: `ok N <name> <figure>` or `not ok N <name> <why>`, then
// `P passed, F failed`. The tests are ordinary Vitest tests (they also run in `npm test`); this
// script runs the ones the list names, with the heavier sizes of RELIABILITY_ENV, reads Vitest's
// JSON report, and takes each test's figure from what it reported (`reportFigure`).
//
//   npm run reliability                          on SQLite files
//   TEST_DATABASE_URL=postgres://… npm run reliability   on PostgreSQL
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AFTER, RELIABILITY_ENV, TESTS } from './tests.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const work = mkdtempSync(join(tmpdir(), 'd2d-reliability-'));
const report = join(work, 'report.json');
const figures = join(work, 'figures.jsonl');
const log = join(work, 'vitest.log');

const entries = [...TESTS, ...AFTER];
const files = [...new Set(entries.flatMap((entry) => entry.tests.map((t) => t.file)))];
const missing = files.filter((file) => !existsSync(join(root, file)));

console.log(`Reliability: ${TESTS.length} tests${process.env.TEST_DATABASE_URL ? ' on PostgreSQL' : ' on SQLite'}, running ${files.length - missing.length} test files…`);
// one file at a time: the 500-buyer race and the kill -9 run each start server processes, and
// together on two cores a server's start outlasted its test's bound
const run = spawnSync('npx', ['vitest', 'run', ...files.filter((f) => !missing.includes(f)), '--no-file-parallelism', '--reporter=json', `--outputFile=${report}`], {
  cwd: root,
  env: { ...process.env, ...RELIABILITY_ENV, RELIABILITY_FIGURES: figures },
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
// Vitest's own output is kept for a failure's details, not printed: the report is the 20 lines
const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;

/** Every test Vitest ran: file (relative) → full name → { status, failure }. */
const results = new Map();
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of json.testResults ?? []) {
    const byName = new Map();
    for (const a of file.assertionResults ?? []) {
      byName.set([...(a.ancestorTitles ?? []), a.title].join(' > '), { status: a.status, failure: (a.failureMessages ?? [])[0] ?? '' });
    }
    // a file that failed to load has no assertions, only a message
    if (byName.size === 0 && file.message) byName.set('(file)', { status: 'failed', failure: file.message });
    results.set(relative(root, file.name), byName);
  }
}
const reported = new Map();
if (existsSync(figures)) {
  for (const line of readFileSync(figures, 'utf8').split('\n').filter(Boolean)) {
    const { test, figure } = JSON.parse(line);
    reported.set(test, [...(reported.get(test) ?? []), figure]);
  }
}

/** The outcome of one listed test: `{ ok, figure }`. */
function outcome(entry) {
  const figuresOf = [];
  const counted = [];
  let count = 0;
  for (const { file, title, counts } of entry.tests) {
    const ran = results.get(file);
    if (!ran) return { ok: false, figure: missing.includes(file) ? `missing: ${file}` : `not run: ${file}` };
    const matches = [...ran].filter(([name]) => name.includes(title));
    if (matches.length === 0) return { ok: false, figure: `no test "${title}" in ${file}` };
    for (const [name, result] of matches) {
      if (result.status !== 'passed') return { ok: false, figure: `${result.status}: ${firstLine(result.failure) || name}` };
      count += 1;
      figuresOf.push(...(reported.get(name) ?? []));
    }
    if (counts) counted.push(`${matches.length} ${counts}`);
  }
  if (figuresOf.length > 0) return { ok: true, figure: figuresOf.join('; ') };
  if (counted.length > 0) return { ok: true, figure: counted.join(', ') };
  return { ok: true, figure: `${count} test${count === 1 ? '' : 's'} passed` };
}

function firstLine(text) {
  // Vitest's failure messages start with the assertion; ANSI colours stripped
  return String(text).replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 200) ?? '';
}

let passed = 0;
let failed = 0;
for (const entry of TESTS) {
  const { ok, figure } = outcome(entry);
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok' : 'not ok'} ${entry.n} ${entry.name} ${figure}`);
}
// the kill -9 run and the route fuzz are printed after the 20 and not counted among them
let extraFailed = 0;
for (const entry of AFTER) {
  const { ok, figure } = outcome(entry);
  console.log(`${ok ? 'ok' : 'not ok'} ${entry.name} ${figure}`);
  if (!ok) extraFailed += 1;
}
const haveReport = existsSync(report);
if (failed > 0 || extraFailed > 0 || !haveReport) {
  console.log(`\nVitest's output (last 60 lines):\n${output.split('\n').slice(-60).join('\n')}\n`);
}
rmSync(work, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || extraFailed > 0 || !haveReport ? 1 : 0);
