// `npm run sandbox`: the sandbox alone on 127.0.0.1:4010 (PORT to change it), for a client
// pointed at it with VITE_REGISTRATION_API_URL=http://127.0.0.1:4010/sandbox/registration.
// Node 20 cannot run .ts, so Vite's module runner loads server.ts (no extra dependency).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const load = async (file) =>
  (await runnerImport(fileURLToPath(new URL(file, import.meta.url)), { configFile: false, logLevel: 'error' })).module;
const module = await load('./server.ts');
const { holdIdleConnections } = await load('./http.ts');
// A command-line program: its output is the point, so it writes to stdout directly.
const say = (line) => process.stdout.write(`${line}\n`);
const sandbox = module.createSandbox({ log: say });

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer((req, res) =>
  sandbox.handle(req, res, () => {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: `no such path: ${req.method} ${req.url}` }));
  }),
);
holdIdleConnections(server);
server.listen(port, host, () => {
  say(`[sandbox] registration: http://${host}:${port}/sandbox/registration`);
  say(`[sandbox] operations:   http://${host}:${port}/sandbox/operations`);
  say(`[sandbox] SMS outbox:   http://${host}:${port}/sandbox/outbox`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
