// Source maps for error reports, never served: the build writes them ('hidden':
// no sourceMappingURL comment in the scripts) and this plugin moves them out of
// the served folder, to dist-sourcemaps/<outDir>/, where a release step can
// upload them to Sentry (they are not in any deploy of dist/).
import { mkdirSync, renameSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const SOURCEMAPS_DIR = 'dist-sourcemaps';

export function sourcemapsOut(options: { root: string }): Plugin {
  let outDir = '';
  return {
    name: 'sourcemaps-out',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler(_output, bundle) {
        const target = join(options.root, SOURCEMAPS_DIR, basename(outDir));
        for (const fileName of Object.keys(bundle)) {
          if (!fileName.endsWith('.map')) continue;
          const to = join(target, fileName);
          mkdirSync(dirname(to), { recursive: true });
          renameSync(join(outDir, fileName), to);
        }
      },
    },
  };
}
