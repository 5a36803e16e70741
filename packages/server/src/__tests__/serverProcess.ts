/**
 * The built server (see `bundledCli.ts`) as a child process on a database of a test's: started on
 * a loopback port, stopped by the test. Tests of what several processes on one database do.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A started server process and the base URL it answers on. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
}

/**
 * Starts `cli start` on `databaseUrl` with the legacy (hosted page) payment provider; resolves
 * once the server says it runs.
 */
export function startServerProcess(cli: string, databaseUrl: string): Promise<ServerProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [cli, 'start'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, PAYMENT_PROVIDER: 'legacy', PUBLIC_URL: '', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    // a start resolves as soon as the server says it runs; the bound is only for a hung one, and is
    // wide because a whole parallel test run on two cores can hold a start up for half a minute
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolvePromise({ child, base: `http://127.0.0.1:${match[1]}` });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!/running at/.test(out)) reject(new Error(`the server exited (${code}): ${out}`));
    });
  });
}

/** Resolves once the process has exited (at once if it already has). */
export function processExited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}
