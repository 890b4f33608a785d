// Serves the screen gallery (gallery/index.html) at /__gallery from the dev
// server only (apply: 'serve'). `vite build` takes the app's index.html alone as
// its input, so nothing of gallery/ can reach dist/ (scripts/check-bundle.mjs
// checks it); this plugin is the gallery's only door.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { GALLERY_PATH } from './path.ts';

export function galleryPlugin(): Plugin {
  return {
    name: 'screen-gallery',
    apply: 'serve',
    configureServer(server) {
      const page = new URL('./index.html', import.meta.url);
      server.middlewares.use(async (req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://dev');
        if (req.method !== 'GET' || pathname !== GALLERY_PATH) return next();
        try {
          // Vite's own HTML pipeline: the React refresh preamble, the HMR client.
          const html = await server.transformIndexHtml(req.url ?? GALLERY_PATH, await readFile(page, 'utf8'));
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
