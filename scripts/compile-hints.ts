// V8's explicit compile hint (Chrome 136+): a script whose first line is this
// comment has all its functions compiled as it downloads, off the main thread.
// Without it V8 compiles a function on the main thread the first time it runs.
// A form step's engine and its step module run nearly all their code at once:
// the first render, then the first key, which validated and processed the change
// with cold code (about 100 ms at 4x CPU, with the keys typed meanwhile waiting).
// Only for chunks whose code runs almost whole: compiling unused code costs
// memory. Browsers without the feature read a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the compile hint first in every chunk whose entry module matches `eager`. */
export function compileHints(eager: RegExp): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Last, on the final text: the hint only counts as the file's first line.
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.facadeModuleId && eager.test(chunk.facadeModuleId))
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
