// @vitest-environment node
// The production bundle holds public values only. Builds the app with every
// kind of configuration a deployment has — the public VITE_ values and the
// private ones that live beside them in the same environment (server keys,
// tokens of the error-reporting and deploy services) — and greps every file of
// the build for each value.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const marker = (name: string) => `cfg-${name.toLowerCase().replaceAll('_', '-')}-7f3a9c`;

// Public by nature: the browser sends or shows them.
const PUBLIC = [
  'VITE_OPERATIONS_API_KEY',
  'VITE_GOOGLE_MAPS_API_KEY',
  'VITE_IDENTITY_CLIENT_ID',
  'VITE_IDENTITY_FLOW_ID',
];
// Private: must never reach a file the browser downloads.
const PRIVATE = [
  'OPERATIONS_API_SECRET',
  'GOOGLE_MAPS_SERVER_KEY',
  'IDENTITY_CLIENT_SECRET',
  'ERROR_REPORTING_AUTH_TOKEN',
  'DEPLOY_TOKEN',
  'DATABASE_URL',
];

const outDir = mkdtempSync(join(tmpdir(), 'bundle-secrets-'));
let files: Array<[string, string]> = [];

beforeAll(async () => {
  const saved = { ...process.env };
  for (const name of [...PUBLIC, ...PRIVATE]) process.env[name] = marker(name);
  // A configured backend (so the sandbox plugin is off, as in production).
  process.env.VITE_REGISTRATION_API_URL = 'https://api.example.test/registration';
  // Vitest runs with NODE_ENV=test; a production build needs production.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env = saved;
  }
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  files = walk(outDir).map((f) => [f.slice(outDir.length + 1), readFileSync(f, 'latin1')]);
}, 180_000);

// The build's source maps go beside its temporary folder (scripts/sourcemaps-out.ts), not into the project.
const mapsDir = `${outDir}-sourcemaps`;
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(mapsDir, { recursive: true, force: true });
});

const holding = (value: string) => files.filter(([, text]) => text.includes(value)).map(([name]) => name);

describe('the production bundle', () => {
  it('holds the public values it needs (so the search below sees configured values)', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const name of PUBLIC) expect(holding(marker(name)), name).not.toEqual([]);
  });

  it.each(PRIVATE)('never holds %s', (name) => {
    expect(holding(marker(name))).toEqual([]);
  });
});

describe("the build's source maps", () => {
  it('are written beside the temporary build, and leave nothing in the project', () => {
    expect(files.filter(([name]) => name.endsWith('.map'))).toEqual([]);
    expect(readdirSync(join(mapsDir, 'assets')).filter((f) => f.endsWith('.js.map')).length).toBeGreaterThan(10);
    expect(existsSync(join(root, 'dist-sourcemaps', basename(outDir)))).toBe(false);
  });
});
