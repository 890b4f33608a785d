// The sandbox on a port of its own, for contract:check to talk to when no server is named:
// sandbox/server.ts loaded through Vite's module runner (Node 20 cannot run .ts), as
// sandbox/standalone.mjs does, on 127.0.0.1 and a port the system picks unless one is given.
import { createServer } from 'node:http';
import { join } from 'node:path';

/** Starts the sandbox; resolves with its origin and a close(). */
export async function startSandbox(root, port = 0) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(join(root, 'sandbox/server.ts'), { configFile: false, logLevel: 'error' });
  const sandbox = module.createSandbox();
  const server = createServer((req, res) =>
    sandbox.handle(req, res, () => {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: `no such path: ${req.method} ${req.url}` }));
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address();
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
