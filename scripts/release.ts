// The release a build reports to Sentry (VITE_RELEASE) and uploads its source maps under.
// Sentry turns a minified stack trace back into source lines only with the maps uploaded for
// the event's release, so the name must tell builds apart: set VITE_RELEASE, or the build
// names it `<package>@<version>+<commit>` from package.json and git. Where there is no git (a
// copy from an archive) it is `<package>@<version>+nogit`: a name every such build of that
// version shares, whose maps would overwrite each other in Sentry, so a production build with
// Sentry on refuses it and asks for VITE_RELEASE (scripts/production-settings.ts), except CI's
// test build, whose events go to a .test host and whose maps are never uploaded.
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
  return commit ? packageRelease(pkg, commit) : undefined;
}

/** package@version+commit, where `commit` may be the word that says there is none. */
function packageRelease(pkg: { name: string; version: string }, commit: string): string {
  // Sentry refuses a slash in a release name: a scoped package (@lender/app) becomes lender-app.
  return `${pkg.name.replace(/^@/, '').replaceAll('/', '-')}@${pkg.version}+${commit}`;
}

/** The checked-out commit's short hash, or undefined where there is no git (a tarball, a bare image). */
export function gitCommit(root: string): string | undefined {
  const r = spawnSync('git', ['-C', root, 'rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
  const sha = r.status === 0 ? r.stdout.trim() : '';
  return /^[0-9a-f]{7,40}$/.test(sha) ? sha : undefined;
}

/** What stands for the commit in the name of a build made where there is no git. */
const NO_COMMIT = 'nogit';

/** Whether a release name is the one a build without git gets, which names no commit. */
export const namesNoCommit = (release: string) => release.endsWith(`+${NO_COMMIT}`);

/**
 * The release of a build of the project at `root`, given its VITE_RELEASE (maybe unset):
 * that, else package@version+commit, else package@version+nogit where there is no git.
 */
export function buildRelease(root: string, explicit?: string): string {
  if (explicit?.trim()) return explicit.trim();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
  return packageRelease(pkg, gitCommit(root) ?? NO_COMMIT);
}
