import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

type Chunk = { type: string; facadeModuleId?: string | null; code?: string; source?: string };
type Hook = { order: string; handler: (options: unknown, bundle: Record<string, Chunk>) => void };

describe('compile hints', () => {
  it('puts the hint first in the chunks whose entry module matches, and nowhere else', () => {
    const bundle: Record<string, Chunk> = {
      'index.js': { type: 'chunk', facadeModuleId: '/app/index.html', code: 'const __vite__mapDeps=1;' },
      'engine.js': { type: 'chunk', facadeModuleId: '/app/src/screens/form-step/form-step.tsx', code: 'import"x";' },
      'shared.js': { type: 'chunk', facadeModuleId: null, code: 'export const a=1;' },
      'nip.js': { type: 'chunk', facadeModuleId: '/app/src/screens/nip/nip-screen.tsx', code: 'export{};' },
      'style.css': { type: 'asset', source: 'a{}' },
    };
    const hook = compileHints([/[\\/]index\.html$/, /form-step\.tsx$/]).generateBundle as unknown as Hook;
    // After Vite's generateBundle, which writes the map of lazy dependencies first in the entry.
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    expect(bundle['index.js']?.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;`);
    expect(bundle['engine.js']?.code).toBe(`${COMPILE_HINT}\nimport"x";`);
    expect(bundle['shared.js']?.code).toBe('export const a=1;');
    expect(bundle['nip.js']?.code).toBe('export{};');
    expect(bundle['style.css']?.source).toBe('a{}');
  });
});
