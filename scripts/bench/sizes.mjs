// Bytes of JS and CSS, raw, gzip and brotli (node:zlib defaults: gzip level 6,
// brotli quality 11), read from the builds: the first screen from index.html,
// the lazy chunks of every route from the Vite manifest.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { EAGER_STEPS } from '../lib/flow-index.mjs';

const sizesOf = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes).length,
  brotli: brotliCompressSync(bytes).length,
});

const sizeCache = new Map();
function fileSize(path) {
  if (!sizeCache.has(path)) sizeCache.set(path, sizesOf(readFileSync(path)));
  return sizeCache.get(path);
}

const ZERO = { raw: 0, gzip: 0, brotli: 0 };
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Totals of a set of built files (paths relative to `dist`), JS and CSS apart. */
export function measureFiles(dist, files) {
  let js = ZERO;
  let css = ZERO;
  for (const f of files) {
    if (f.endsWith('.js')) js = add(js, fileSize(join(dist, f)));
    else if (f.endsWith('.css')) css = add(css, fileSize(join(dist, f)));
  }
  return { files: [...files], js, css };
}

/** What a built HTML page loads before it can paint: its scripts, modulepreloads and stylesheets. */
export function pageFiles(dist, htmlPath) {
  const html = readFileSync(join(dist, htmlPath), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(refs)];
}

/** The CSS a built HTML page holds inline (the app's stylesheet, index.html): what it weighs as a file would. */
export function inlineCss(dist, htmlPath) {
  const html = readFileSync(join(dist, htmlPath), 'utf8');
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  return css ? sizesOf(Buffer.from(css)) : ZERO;
}

/** What a page loads before it can paint, its inline CSS counted with its stylesheets. */
function pageLoads(dist, htmlPath, files) {
  const loads = measureFiles(dist, files);
  return { ...loads, css: add(loads.css, inlineCss(dist, htmlPath)) };
}

/** A manifest entry's file, its CSS and everything it imports statically, recursively. */
function closure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([entry.file, ...(entry.css ?? [])]);
  for (const dep of entry.imports ?? []) for (const f of closure(manifest, dep, seen)) files.add(f);
  return files;
}

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The app: the first screen, and for every step of every flow the JS and CSS
 * its route fetches beyond the first screen: the copy of its flow file (except
 * for the start step, whose copy is in the entry), and its screen. A form step's
 * screen is the form renderer with everything it imports and its step module
 * (precompiled validator, schema and uiSchema); a message step's is the message screen; a custom
 * screen's is its own lazy chunk. Chunks a screen loads later, on demand
 * (signature pad, maps, identity), are listed on their own.
 */
export function appSizes(dist, flows, country) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const firstFiles = pageFiles(dist, 'index.html');
  const first = new Set(firstFiles);
  const lazy = (keys) => {
    const files = new Set();
    for (const k of keys) for (const f of closure(manifest, k)) if (!first.has(f)) files.add(f);
    return measureFiles(dist, files);
  };
  const keyOf = (test) => Object.keys(manifest).find(test);
  const dynamicEntries = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  const screenKey = (screen) =>
    dynamicEntries.find((k) => k.startsWith('src/screens/') && basename(k).startsWith(kebab(screen)));

  const routes = [];
  const usedKeys = new Set();
  for (const flow of flows) {
    const copy = keyOf((k) => k === `flows/${flow.id}.json`);
    for (const [id, step] of Object.entries(flow.steps)) {
      const path = [step.path].flat().join(', ');
      let keys = [];
      if (step.kind === 'form') {
        const module = keyOf((k) => k.endsWith(`validators/${country}/${step.schema}.js`));
        keys = [screenKey('formStep'), module];
      } else if (step.kind === 'message') {
        keys = [screenKey('messageStep')];
      } else if (step.kind === 'custom') {
        keys = [screenKey(step.screen)];
      }
      if (!EAGER_STEPS.includes(id)) keys.push(copy);
      keys = keys.filter(Boolean);
      for (const k of keys) usedKeys.add(k);
      routes.push({ flow: flow.id, step: id, kind: step.kind, path, ...lazy(keys) });
    }
  }
  // Dynamic entries no route fetches up front: loaded on demand, by whichever chunk imports them.
  const onDemand = dynamicEntries
    .filter((k) => !usedKeys.has(k) && !/\/validators\//.test(k))
    .map((k) => ({
      chunk: k,
      importedBy: Object.keys(manifest).filter((o) => (manifest[o].dynamicImports ?? []).includes(k)),
      ...lazy([k]),
    }));
  return { firstScreen: pageLoads(dist, 'index.html', firstFiles), routes, onDemand };
}

/** A baseline page: everything its HTML loads. */
export function pageSizes(dist, htmlPath) {
  return pageLoads(dist, htmlPath, pageFiles(dist, htmlPath));
}
