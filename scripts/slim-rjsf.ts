import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// rjsf without what our forms never use: the one file of the project that names rjsf's
// internals. Each swap replaces one import inside rjsf, only there (nothing else is
// affected), and says what it saves on 'Sobre ti' (the form step's total, gzip: `npm run
// build` with the swap removed, 2026-11-28; budget 160 KiB, scripts/bundle-budgets.ts).
//
// An rjsf upgrade that moves an import a swap relies on fails loudly twice: the build
// (a swap no module asked for is an error) and scripts/slim-rjsf.test.ts (each import
// still where the swap expects it, each internal module still there, and rjsf's own
// registries still the ones listed here, kept or left out).

// Each written out whole: knip follows `new URL('…', import.meta.url)` to the file.
const shim = (url: URL) => fileURLToPath(url);

/** rjsf's default registries, cut to what our step schemas can use (flows:check refuses the rest). */
export const REGISTRIES = {
  fields: {
    // NumberField is the form step's own (WholeNumberField).
    kept: [
      'BooleanField',
      'CyclicSchemaField',
      'FallbackField',
      'NullField',
      'ObjectField',
      'OptionalDataControlsField',
      'SchemaField',
      'StringField',
    ],
    leftOut: [
      'AnyOfField',
      'ArrayField',
      'LayoutGridField',
      'LayoutHeaderField',
      'LayoutMultiSchemaField',
      'NumberField',
      'OneOfField',
    ],
  },
  // Text inputs of every type, all drawn by our BaseInputTemplate; selects and checkboxes are the theme's own.
  widgets: {
    kept: ['EmailWidget', 'HiddenWidget', 'PasswordWidget', 'TextWidget', 'UpDownWidget', 'URLWidget'],
    leftOut: [
      'AltDateWidget',
      'AltDateTimeWidget',
      'CheckboxWidget',
      'CheckboxesWidget',
      'ColorWidget',
      'DateWidget',
      'DateTimeWidget',
      'FileWidget',
      'RadioWidget',
      'RangeWidget',
      'RatingWidget',
      'SelectWidget',
      'TextareaWidget',
      'TimeWidget',
    ],
  },
  // What the kept fields ask for and our theme (src/form/theme/theme.ts) does not replace.
  templates: {
    kept: [
      'CyclicSchemaExpandTemplate',
      'FallbackFieldTemplate',
      'FieldHelpTemplate',
      'ObjectFieldTemplate',
      'UnsupportedFieldTemplate',
      'WrapIfAdditionalTemplate',
    ],
    leftOut: [
      'ArrayFieldDescriptionTemplate',
      'ArrayFieldItemTemplate',
      'ArrayFieldItemButtonsTemplate',
      'ArrayFieldTemplate',
      'ArrayFieldTitleTemplate',
      'ButtonTemplates',
      'BaseInputTemplate',
      'DescriptionFieldTemplate',
      'ErrorListTemplate',
      'FieldTemplate',
      'FieldErrorTemplate',
      'GridTemplate',
      'MultiSchemaFieldTemplate',
      'OptionalDataControlsTemplate',
      'TitleFieldTemplate',
    ],
  },
} as const;

type Kind = keyof typeof REGISTRIES;

/** The module of a registry entry, where rjsf's file name differs from the entry's name. */
const FILE_OF: Record<string, string> = { UnsupportedFieldTemplate: 'UnsupportedField' };

export const internalModule = (kind: Kind, name: string) =>
  `@rjsf/core/lib/components/${kind}/${FILE_OF[name] ?? name}.js`;

/** The stand-in for a registry: the kept entries, each imported from its own module. */
function registrySource(kind: Kind): string {
  const { kept } = REGISTRIES[kind];
  const imports = kept.map((name) => `import ${name} from '${internalModule(kind, name)}';`);
  // ButtonTemplates is asked for even when empty: our theme gives its SubmitButton.
  const extra = kind === 'templates' ? 'ButtonTemplates: {}, ' : '';
  return `${imports.join('\n')}\nexport default function ${kind}() { return { ${extra}${kept.join(', ')} }; }\n`;
}

export interface Swap {
  /** The module inside rjsf that imports `source` (under node_modules). */
  importer: string;
  /** The import it makes, as written there. */
  source: string;
  /** What it gets instead: a file of ours, or a registry cut to REGISTRIES. */
  to: { file: string } | { registry: Kind };
  /** What the swap saves on 'Sobre ti', gzip. */
  saves: string;
}

export const SWAPS: readonly Swap[] = [
  // Markdown only for descriptions marked `ui:enableMarkdownInDescription`, which no step uses:
  // staff or server text must never become markup.
  {
    importer: '@rjsf/core/lib/components/RichDescription.js',
    source: 'markdown-to-jsx/react',
    to: { file: shim(new URL('../src/shims/markdown-as-text.tsx', import.meta.url)) },
    saves: '30.4 KiB',
  },
  // URI resolution against an absolute `$id`: our schemas use local `#/…` refs at most.
  {
    importer: '@rjsf/utils/lib/findSchemaDefinition.js',
    source: 'fast-uri',
    to: { file: shim(new URL('../src/shims/uri-resolver.ts', import.meta.url)) },
    saves: '7.2 KiB',
  },
  // The allOf merger (@x0k/json-schema-merge): flows:check refuses allOf in step schemas.
  {
    importer: '@rjsf/utils/lib/schema/retrieveSchema.js',
    source: './shallowAllOfMerge.js',
    to: { file: shim(new URL('../src/shims/all-of-merge.ts', import.meta.url)) },
    saves: '4.0 KiB',
  },
  // The three registries together save 14.1 KiB (fields 7.0, widgets 4.8, templates 2.4).
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/fields/index.js',
    to: { registry: 'fields' },
    saves: '7.0 KiB',
  },
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/widgets/index.js',
    to: { registry: 'widgets' },
    saves: '4.8 KiB',
  },
  {
    importer: '@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/templates/index.js',
    to: { registry: 'templates' },
    saves: '2.4 KiB',
  },
];

const VIRTUAL = '\0rjsf-registry:';

export function slimRjsf(): Plugin {
  const applied = new Set<Swap>();
  let building = false;
  return {
    name: 'slim-rjsf',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (!importer?.includes('/node_modules/@rjsf/')) return null;
      // The same import in other rjsf modules (markdown in five, the merger in two) gets the same stand-in.
      const swap = SWAPS.find((s) => s.source === source);
      if (!swap) return null;
      applied.add(swap);
      return 'file' in swap.to ? swap.to.file : `${VIRTUAL}${swap.to.registry}`;
    },
    load(id) {
      return id.startsWith(VIRTUAL) ? registrySource(id.slice(VIRTUAL.length) as Kind) : null;
    },
    buildEnd(error) {
      if (!building || error) return;
      const lost = SWAPS.filter((s) => !applied.has(s));
      if (lost.length > 0)
        this.error(
          `rjsf no longer imports ${lost.map((s) => `'${s.source}' (saved ${s.saves})`).join(', ')}: ` +
            'an upgrade moved it; see scripts/slim-rjsf.ts and npx vitest run scripts/slim-rjsf.test.ts',
        );
    },
  };
}
