// The release a build reports to Sentry (VITE_RELEASE) and uploads its source maps under.
// Sentry turns a minified stack trace back into source lines only with the maps uploaded for
// the event's release, so the name must tell builds apart: set VITE_RELEASE, or the build
// names it `<package>@<version>+<commit>` from package.json and git. Without git and without
// VITE_RELEASE there is no default (a version alone names many builds, whose maps would
// overwrite each other in Sentry): events carry no release, and build:production refuses a
// build with Sentry on (scripts/production-settings.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** VITE_RELEASE when set; else package@version+commit when the commit is known; else none. */
export function releaseName(
  pkg: { name: string; version: string },
  commit: string | undefined,
  explicit?: string,
): string | undefined {
  if (explicit?.trim()) return explicit.trim();
  if (!commit) return undefined;
  // Sentry refuses a slash in a release name: a scoped package (@lender/app) becomes lender-app.
  return `${pkg.name.replace(/^@/, '').replaceAll('/', '-')}@${pkg.version}+${commit}`;
}

/** The checked-out commit's short hash, or undefined where there is no git (a tarball, a bare image). */
export function gitCommit(root: string): string | undefined {
  const r = spawnSync('git', ['-C', root, 'rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
  const sha = r.status === 0 ? r.stdout.trim() : '';
  return /^[0-9a-f]{7,40}$/.test(sha) ? sha : undefined;
}

/** The release of a build of the project at `root`, given its VITE_RELEASE (maybe unset). */
export function buildRelease(root: string, explicit?: string): string | undefined {
  if (explicit?.trim()) return explicit.trim();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
  return releaseName(pkg, gitCommit(root));
}
