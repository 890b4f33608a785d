import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Three libraries RJSF imports for features our forms never use (markdown, URI
// resolution, allOf merging), and its default field, widget and template
// registries, replaced by small local stand-ins only where RJSF imports them
// (nothing else is affected). Without them a form step loads about
// 44 KiB gzip more (npm run build prints the sizes), against a budget of 160 KiB
// (scripts/bundle-budgets.ts).
const SHIMS: Record<string, string> = {
  'markdown-to-jsx/react': fileURLToPath(new URL('../src/shims/markdown-as-text.tsx', import.meta.url)),
  'fast-uri': fileURLToPath(new URL('../src/shims/uri-resolver.ts', import.meta.url)),
  // The default registry, cut to the fields and widgets our schemas can use.
  './components/fields/index.js': fileURLToPath(new URL('../src/shims/rjsf-fields.ts', import.meta.url)),
  './components/widgets/index.js': fileURLToPath(new URL('../src/shims/rjsf-widgets.ts', import.meta.url)),
  './components/templates/index.js': fileURLToPath(new URL('../src/shims/rjsf-templates.ts', import.meta.url)),
  // The allOf merger (@x0k/json-schema-merge): step schemas have no allOf.
  './shallowAllOfMerge.js': fileURLToPath(new URL('../src/shims/all-of-merge.ts', import.meta.url)),
};

export function slimRjsf(): Plugin {
  return {
    name: 'slim-rjsf',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/@rjsf/') && source in SHIMS) return SHIMS[source];
      return null;
    },
  };
}
