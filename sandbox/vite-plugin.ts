// Mounts the sandbox into Vite's dev and preview servers, so `npm start` is one process
// and the browser talks real HTTP. Only vite.config.ts imports this: never src/, so the
// sandbox never reaches the bundle.
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { holdIdleConnections } from './http.ts';
import { createSandbox } from './server.ts';

function mount(server: ViteDevServer | PreviewServer): void {
  // Each server gets its own sandbox: a dev and a preview server in one process share nothing.
  const sandbox = createSandbox({
    log: (line) => server.config.logger.info(line, { timestamp: true }),
  });
  server.middlewares.use(sandbox.handle);
  // No httpServer in middleware mode; an https server (http2) has no keep-alive timeout to set.
  if (server.httpServer && 'keepAliveTimeout' in server.httpServer) holdIdleConnections(server.httpServer);
}

export function sandboxPlugin(): Plugin {
  return {
    name: 'onboarding-sandbox',
    configureServer: mount,
    configurePreviewServer: mount,
  };
}
