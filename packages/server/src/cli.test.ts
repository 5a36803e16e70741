/**
 * `d2d-server start` as an operator runs it: the built CLI in a child process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayDatabaseUrl } from './db/databaseUrl.js';
import { isPostgresUrl } from './db/dialect.js';
import { bundleCli, type BundledCli } from './__tests__/bundledCli.js';
import { openTestDatabase } from './__tests__/testDatabase.js';

let bundled: BundledCli;
let work: string;
beforeAll(async () => {
  bundled = await bundleCli('cli');
  work = mkdtempSync(join(tmpdir(), 'd2d-cli-'));
}, 60_000);
afterAll(() => {
  bundled.remove();
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `start` with an environment (nothing inherited but PATH); stops it once it says it runs.
 */
function start(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundled.cli, 'start'], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: join(work, `${Date.now()}-${Math.random()}.db`), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no exit: ${stdout}${stderr}`));
    }, 45_000);
    let stopping = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stopping || !/running at/.test(stdout)) return;
      stopping = true;
      // the notices and the signal handlers follow in the same tick; a signal that arrived before
      // the handlers would end the process in the middle of its output
      setTimeout(() => child.kill('SIGTERM'), 1000);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // 'close' waits for the pipes to drain, so no output is lost to the kill
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('d2d-server start', () => {
  it('should exit non-zero in production without SMTP_URL, with one line naming it and no stack', async () => {
    const run = await start({ NODE_ENV: 'production', PUBLIC_URL: 'https://store.example.com', PAYMENT_SANDBOX: '1' });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SMTP_URL');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('running at');
  });

  it('should refuse a malformed setting in one line too', async () => {
    const run = await start({ TRUST_PROXY: 'maybe' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('TRUST_PROXY must be true, a hop count, or a comma list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1), got "maybe"');
  });

  it('should name the database in its running line without the password', async () => {
    // a PostgreSQL database with TEST_DATABASE_URL (the suite's role has a password), else a SQLite file
    const database = await openTestDatabase('cli-start', { blank: true });
    await database.close();
    try {
      const run = await start({ DATABASE_URL: database.file });
      expect(run.stdout).toContain(`(database ${displayDatabaseUrl(database.file)})`);
      const password = isPostgresUrl(database.file) ? new URL(database.file).password : '';
      if (password) expect(run.stdout).not.toContain(`:${password}@`);
    } finally {
      await database.remove();
    }
  }, 60_000);

  it('should say on a development start which conveniences are on', async () => {
    const run = await start({});
    expect(run.stdout).toMatch(/D2D store running at http:\/\/localhost:\d+/);
    expect(run.stdout).toContain('Development mode');
    expect(run.stdout).toMatch(/- dev mailbox: mails are readable by anyone at http:\/\/localhost:\d+\/dev\/mail/);
    expect(run.stdout).toContain('- sandbox payments: test card 4242 4242 4242 4242 succeeds');
    expect(run.stdout).toContain('- demo coupons are seeded into a new database');
  }, 60_000);
});
