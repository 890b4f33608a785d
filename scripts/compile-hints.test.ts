import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

type Hook = (options: unknown, bundle: Record<string, unknown>) => void;

describe('compile hints', () => {
  it('puts the hint first in the chunks whose entry module matches, and nowhere else', () => {
    const bundle: Record<string, { type: string; facadeModuleId?: string | null; code?: string; source?: string }> = {
      'engine.js': { type: 'chunk', facadeModuleId: '/app/src/screens/form-step/form-step.tsx', code: 'import"x";' },
      'shared.js': { type: 'chunk', facadeModuleId: null, code: 'export const a=1;' },
      'nip.js': {
        type: 'chunk',
        facadeModuleId: '/app/src/screens/nip/nip-screen.tsx',
        code: 'const __vite__mapDeps=1;',
      },
      'style.css': { type: 'asset', source: 'a{}' },
    };
    const plugin = compileHints(/form-step\.tsx$/);
    (plugin.generateBundle as unknown as Hook)({}, bundle);
    expect(bundle['engine.js']?.code).toBe(`${COMPILE_HINT}\nimport"x";`);
    expect(bundle['shared.js']?.code).toBe('export const a=1;');
    expect(bundle['nip.js']?.code).toBe('const __vite__mapDeps=1;');
    expect(bundle['style.css']?.source).toBe('a{}');
    expect(plugin.enforce).toBe('post');
  });
});
