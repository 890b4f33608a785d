// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProductionSettings, profilePlaceholders } from './production-settings.ts';
import { buildRelease, gitCommit, releaseName } from './release.ts';

const root = join(import.meta.dirname, '..');
const pkg = { name: 'onboarding-flow', version: '0.1.0' };
const noGit = mkdtempSync(join(tmpdir(), 'release-no-git-'));
afterAll(() => rmSync(noGit, { recursive: true, force: true }));

describe('releaseName', () => {
  it('is VITE_RELEASE when it is set', () => {
    expect(releaseName(pkg, 'abc1234def56', ' lender-web@2026.11.3 ')).toBe('lender-web@2026.11.3');
  });

  it('is package@version+commit by default, so two commits of one version are two releases', () => {
    expect(releaseName(pkg, 'abc1234def56')).toBe('onboarding-flow@0.1.0+abc1234def56');
    expect(releaseName(pkg, '0123456789ab')).not.toBe(releaseName(pkg, 'abc1234def56'));
  });

  it('is none without a commit: a bare version would put many builds under one name', () => {
    expect(releaseName(pkg, undefined)).toBeUndefined();
    expect(releaseName(pkg, undefined, '  ')).toBeUndefined();
  });

  it('turns a scoped package into a name Sentry accepts (no slash)', () => {
    expect(releaseName({ name: '@lender/onboarding', version: '1.2.0' }, 'abc1234')).toBe(
      'lender-onboarding@1.2.0+abc1234',
    );
  });
});

describe('buildRelease', () => {
  // A copy without git history (a downloaded archive) has no commit to name: the next test says what it gets.
  it.skipIf(!gitCommit(root))(
    "names this checkout's build by package.json and the git commit, a name production accepts",
    () => {
      const release = buildRelease(root);
      expect(release).toMatch(/^onboarding-flow@\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
      expect(release?.endsWith(gitCommit(root) as string)).toBe(true);
      const problems = checkProductionSettings({ VITE_RELEASE: release }, profilePlaceholders(root));
      expect(problems.filter((p) => p.startsWith('VITE_RELEASE'))).toEqual([]);
    },
  );

  it('knows no commit outside a git checkout', () => {
    expect(gitCommit(noGit)).toBeUndefined();
  });

  it('names a build where there is no git package@version+nogit, which production with Sentry refuses', () => {
    writeFileSync(join(noGit, 'package.json'), JSON.stringify(pkg));
    const release = buildRelease(noGit);
    expect(release).toBe('onboarding-flow@0.1.0+nogit');
    expect(buildRelease(noGit, ' lender-web@2026.11.3 ')).toBe('lender-web@2026.11.3');
    const settings = (changes: Record<string, string | undefined>) => ({
      VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2',
      VITE_RELEASE: release,
      ...changes,
    });
    const releaseProblems = (env: Record<string, string | undefined>, allowTestHosts: boolean) =>
      checkProductionSettings(env, profilePlaceholders(root), { allowTestHosts }).filter((p) =>
        p.startsWith('VITE_RELEASE'),
      );
    // With Sentry on it counts as none: every build of 0.1.0 without git would share it.
    expect(releaseProblems(settings({}), false)).toEqual([
      'VITE_RELEASE: missing (the release of Sentry\'s events and of the uploaded source maps; required with VITE_SENTRY_DSN where there is no git: "onboarding-flow@0.1.0+nogit" names no commit)',
    ]);
    // Named by hand, or with Sentry off, or in CI's test build (its events go to a .test host), it builds.
    expect(releaseProblems(settings({ VITE_RELEASE: 'lender-web@2026.11.3' }), false)).toEqual([]);
    expect(releaseProblems(settings({ VITE_SENTRY_DSN: undefined }), false)).toEqual([]);
    expect(releaseProblems(settings({}), true)).toEqual([]);
  });
});
