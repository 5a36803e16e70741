import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * `PAYMENT_EXPIRY_SECONDS` of the expiry journey's store: long enough to pay a fresh checkout on a
 * slow machine, short enough to watch one expire.
 */
export const EXPIRY_SECONDS = 10;

/** A store server started by one spec. */
export interface SpecStore {
  /** Its origin, `http://localhost:<port>`. */
  url: string;
  /** Stops the server (the journey's own process, by its handle) and deletes its database. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/**
 * Starts the built server with the built store (the same `E2E_SERVER_CLI` and `E2E_STORE_DIR` as
 * the config's servers) on a free port and a fresh SQLite file, with checkouts expiring after
 * {@link EXPIRY_SECONDS}. Only the expiry journey starts it, so the other journeys neither wait
 * for a third server nor have their payment pages expire under them, and two people running
 * journeys at once never meet on its port.
 * @param repoRoot - the folder the config's paths are relative to
 */
export async function startExpiryStore(repoRoot: string): Promise<SpecStore> {
  const cli = resolve(repoRoot, process.env.E2E_SERVER_CLI ?? 'packages/server/dist/cli.js');
  const storeDir = resolve(repoRoot, process.env.E2E_STORE_DIR ?? 'examples/store/dist');
  const database = `.data/e2e-expiry-${process.pid}-${Date.now()}.db`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database,
    PAYMENT_EXPIRY_SECONDS: String(EXPIRY_SECONDS),
  };
  // the store is the default one: no provider or expiry of the runner's own environment
  delete env.PAYMENT_EXPIRY_MINUTES;
  delete env.PAYMENT_PROVIDER;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [cli, 'start', '--store', storeDir], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the expiry store did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /D2D store running at (http:\/\/\S+)/.exec(output);
      if (started) {
        clearTimeout(timer);
        done(started[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the expiry store exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      // the journey's database is its own: nothing reads it afterwards
      await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(resolve(repoRoot, database + suffix), { force: true })));
    },
  };
}
