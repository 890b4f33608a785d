// The rooms of src/, on floors, lowest first: a file may import from its own floor
// and the floors below it, never above. Written once here: `npm run check:imports`
// (a stage of `npm test`) enforces it, and writes the table of docs/architecture.md
// from it (`-- --write-docs`; it fails when the table is stale).
// A room is a path prefix under src/; the longest matching prefix decides a file's
// room, so a single file can sit on another floor than its folder.

export const FLOORS = [
  {
    name: 'generated',
    rooms: [
      {
        path: 'generated/',
        holds:
          'code written from the JSON by `npm run gen:validators`: the validators, the API contract and its types, the flow types',
      },
      {
        path: 'shims/',
        holds:
          'stand-ins for what rjsf imports and our forms never use (markdown, URI resolution, allOf merging; scripts/slim-rjsf.ts)',
      },
    ],
  },
  {
    name: 'rules',
    rooms: [
      {
        path: 'domain/',
        holds:
          'pure rules and shapes: the RFC, phone numbers, masks and tax ids, names shown, the anonymous id, signing links, the answer types',
      },
      { path: 'config/', holds: 'the country profile (countries/*.json) and the `VITE_*` settings' },
    ],
  },
  {
    name: 'engine',
    rooms: [
      {
        path: 'engine/',
        holds:
          'the flow as data: the manifest and its loading, paths, copy placeholders, payloads, the `next_step` tables; pure and table-tested',
      },
      {
        path: 'generated/flow-index.ts',
        holds: "what every step's route needs before its copy (generated, but the engine's data)",
      },
    ],
  },
  {
    name: 'adapters',
    rooms: [
      {
        path: 'adapters/',
        holds:
          'the browser and third parties behind small interfaces: session storage, the link credentials, the queues of error reports and analytics, maps, identity, public IP',
      },
    ],
  },
  {
    name: 'api',
    rooms: [{ path: 'api/', holds: 'the HTTP client, and one module per operation of `api/openapi.yaml`' }],
  },
  {
    name: 'calls',
    rooms: [
      {
        path: 'calls/',
        holds:
          "the one way to run a call (`run`; `poll` for a screen's quiet read) and every call's state by its spec name",
      },
    ],
  },
  {
    name: 'flow',
    rooms: [
      {
        path: 'flow/',
        holds:
          "the engine bound to React: the step on screen (`useFlow`, `flow.exit`), running its calls (`useRun`), its buttons (`useAction`), one tap one call (`useOnce`), routing by the user's state",
      },
    ],
  },
  {
    name: 'ui',
    rooms: [
      {
        path: 'ui/',
        holds:
          'plain components that know nothing of the flow: button, modal, spinner, toast, progress bar, digit boxes',
      },
    ],
  },
  {
    name: 'form',
    rooms: [
      {
        path: 'form/',
        holds:
          "a form step's model (its data's one home), the rjsf theme, and what was typed in the build's page before React adopted it (adopt-typed)",
      },
      { path: 'widgets/', holds: 'fields a step\'s uiSchema names (`"ui:widget": "taxIdField"`)' },
      {
        path: 'behaviours/',
        holds: 'what a form step does besides its fields (zip lookup, password pair), named in its JSON',
      },
    ],
  },
  {
    name: 'screens',
    rooms: [
      {
        path: 'screens/',
        holds:
          'one folder per screen, and the registry; at its top, what screens share (`StepHeading`, the NIP form, the phone field, the step buttons)',
      },
    ],
  },
  {
    name: 'app',
    rooms: [
      {
        path: 'app/',
        holds:
          'the shell: the router built from the manifest, what loads when (`loading.ts`), the error modal, the loading overlay, the offline notice, the dev panel',
      },
      { path: 'main.tsx', holds: 'the entry: the link credentials taken out of the address, then the app' },
      { path: 'adapters/observability/', holds: 'Sentry and Segment, started by the app after the first screen' },
    ],
  },
];

/** Test code may reach any floor (a widget's test renders it in a form step). */
export const EXEMPT = [/\.test\.tsx?$/, /\.test-d\.ts$/, /^testing\//, /\.d\.ts$/];

/** Inside screens/, one screen's folder may not import another's: shared pieces live at screens/ top or below. */
export const SIBLINGS = 'screens/';

/** The table of docs/architecture.md: one row per room, floors numbered from the lowest. */
export function floorsTable() {
  const rows = FLOORS.flatMap((floor, i) =>
    floor.rooms.map((room, j) => `| ${j === 0 ? `${i + 1} ${floor.name}` : ''} | \`${room.path}\` | ${room.holds} |`),
  );
  return ['| floor | room | holds |', '|---|---|---|', ...rows].join('\n');
}
