// V8's explicit compile hint (Chrome 136+): a script whose first line is this
// comment has all its functions compiled as it downloads, off the main thread.
// Without it V8 compiles each function on the main thread the first time it
// runs: React DOM and the shell while the first screen starts, RJSF's change
// path and the step's validators on the first key typed (about 100 ms at 4x
// CPU in one transition whose units do not yield, the next keys waiting).
// Only for chunks whose code runs nearly whole: compiling unused code costs
// memory. Browsers without the feature read a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the compile hint first in every chunk whose entry module matches one of `eager`. */
export function compileHints(eager: RegExp[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own generateBundle, which puts the entry's map of lazy
      // dependencies first: the hint only counts as the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && eager.some((e) => e.test(chunk.facadeModuleId ?? '')))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
