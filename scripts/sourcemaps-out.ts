// Source maps for error reports, never served: the build writes them ('hidden':
// no sourceMappingURL comment in the scripts) and this plugin moves them out of
// the served folder, where a release step can upload them to Sentry under the
// build's release (written beside them, release.txt; scripts/release.ts):
// - a build inside the project (dist/, dist-production/, .bench/app/): to
//   dist-sourcemaps/<its path in the project>/ (gitignored);
// - a build elsewhere (/srv/onboarding/dist, a test's temp dir): beside it, to
//   <outDir>-sourcemaps/, so that it leaves nothing in the project.
// Named by the whole path, not the folder's name: two builds never share a folder.
// The folder is emptied first, so it holds this build's maps only.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const SOURCEMAPS_DIR = 'dist-sourcemaps';

/** Where the maps of a build into `outDir` go (both absolute, or relative to one directory). */
export function sourcemapsDir(root: string, outDir: string): string {
  const path = relative(resolve(root), resolve(outDir));
  const inside = path !== '' && !path.startsWith('..') && !isAbsolute(path);
  return inside ? join(resolve(root), SOURCEMAPS_DIR, path) : `${resolve(outDir)}-sourcemaps`;
}

export function sourcemapsOut(options: { root: string; release?: string }): Plugin {
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
        const target = sourcemapsDir(options.root, outDir);
        rmSync(target, { recursive: true, force: true });
        mkdirSync(target, { recursive: true });
        for (const fileName of Object.keys(bundle)) {
          if (!fileName.endsWith('.map')) continue;
          const to = join(target, fileName);
          mkdirSync(dirname(to), { recursive: true });
          renameSync(join(outDir, fileName), to);
        }
        if (options.release) writeFileSync(join(target, 'release.txt'), `${options.release}\n`);
      },
    },
  };
}
