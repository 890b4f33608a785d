// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the
// build, at the highest level of each, once: nginx then serves them as they are
// (brotli_static, gzip_static in deploy/nginx/) instead of compressing each
// answer again, on every request, at a lower level.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text file under `dir`; returns the files it compressed. */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    done.push(path);
  }
  return done;
}

/** The Vite plugin: runs after every file of the build is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
