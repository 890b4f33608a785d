// The rooms of src/ as floors, lowest first: a file may import from its own
// floor and the floors below it, never above (docs/architecture.md draws them).
// Written once here; `npm run check:imports` (a stage of `npm test`) enforces it.
// A floor is a list of path prefixes under src/; the longest matching prefix
// decides a file's floor, so a single file can sit on another floor than its
// folder (the flow index is generated, but it is the engine's data).

export const FLOORS = [
  {
    name: 'generated',
    paths: ['generated/', 'shims/'],
    why: 'code generated from the JSON Schemas; rjsf parts we do not use, replaced',
  },
  { name: 'domain', paths: ['domain/'], why: 'answer shapes and pure rules (RFC, ids, signing links)' },
  { name: 'config', paths: ['config/'], why: 'the country profile and the settings' },
  { name: 'engine', paths: ['engine/', 'generated/flow-index.ts'], why: 'the flow as data: manifest, copy, next step' },
  {
    name: 'adapters',
    paths: ['adapters/'],
    why: 'the browser and third parties: session storage, error reporting and analytics (Sentry, Segment), maps, identity',
  },
  { name: 'api', paths: ['api/'], why: 'the HTTP client and one module per operation' },
  {
    name: 'calls',
    paths: ['calls/'],
    why: "the one way to run a call, and every call's state by its spec name: tracked, reported, never twice",
  },
  { name: 'ui', paths: ['ui/'], why: 'plain components that know nothing of the flow' },
  { name: 'form', paths: ['form/'], why: 'the rjsf layer: contexts, values store, theme' },
  { name: 'widgets', paths: ['widgets/'], why: 'form fields a step names in its uiSchema' },
  { name: 'behaviours', paths: ['behaviours/'], why: 'what a form step does on change, named in its JSON' },
  { name: 'screens', paths: ['screens/'], why: 'one folder per screen; shared screen pieces at its top' },
  {
    name: 'observability',
    paths: ['adapters/observability/'],
    why: 'Sentry and Segment, started by the app after the first screen',
  },
  { name: 'app', paths: ['app/', 'main.tsx'], why: 'the shell: router, providers, error modal, dev tools' },
];

/** Test code may reach any floor (a widget's test renders it in a form step). */
export const EXEMPT = [/\.test\.tsx?$/, /\.test-d\.ts$/, /^testing\//, /\.d\.ts$/];

/** Inside screens/, one screen's folder may not import another's: shared pieces live at screens/ top or below. */
export const SIBLINGS = 'screens/';
