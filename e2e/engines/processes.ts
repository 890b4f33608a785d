// The programs an engine runs (an X server, a browser, a driver), each stopped with the worker.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface Started {
  child: ChildProcess;
  /** Everything it printed, for the error when it fails to start. */
  output: () => string;
  stop: () => Promise<void>;
}

export function start(command: string, args: string[], env: Record<string, string> = {}): Started {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // A worker that dies leaves no browser behind.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  return {
    child,
    output: () => output,
    stop: async () => {
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Resolves with the first line of standard output that matches, or fails when the program exits first. */
export function lineFrom(started: Started, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n')) {
        const m = line.match(pattern);
        if (m) {
          done();
          resolve(m);
          return;
        }
      }
    };
    const onExit = () => {
      done();
      reject(new Error(`exited before printing ${pattern}:\n${started.output()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`printed no ${pattern} within ${timeoutMs} ms:\n${started.output()}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      started.child.stdout?.off('data', onData);
      started.child.off('exit', onExit);
    };
    started.child.stdout?.on('data', onData);
    started.child.once('exit', onExit);
  });
}

/** A port nothing listens on now, from the system (for a driver whose port no setting fixes). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
