// How each fault is made (Playwright route interception on the sandbox APIs) and
// the walk through one row of the matrix (e2e/fault-matrix.ts): every fault
// that applies, on the same page where the screen allows it, then the retry
// that succeeds, tapped three times. Each cell's result is attached to the test
// for e2e/fault-table-reporter.ts, which prints the table.
import { type APIRequestContext, expect, type Page, type Request, type Route, type TestInfo } from '@playwright/test';
import { contract } from '../src/generated/api/contract';
import { recordApi, type Sent } from './support';

/** The faults, in the table's column order. */
export const FAULTS = [
  { id: 'server-message', label: '500 msg' },
  { id: 'server-html', label: '500 HTML' },
  { id: 'malformed', label: 'bad JSON' },
  { id: 'dropped', label: 'dropped' },
  { id: 'timeout', label: 'timeout' },
  { id: 'unauthorized', label: '401' },
  { id: 'routed', label: '422/412' },
] as const;
export type FaultId = (typeof FAULTS)[number]['id'];

/** The two checks after the faults: the retry succeeds; three quick taps send the call once. */
export const COLUMNS = [...FAULTS, { id: 'retry', label: 'retry' }, { id: 'taps', label: '3 taps' }] as const;
export type Column = (typeof COLUMNS)[number]['id'];

// Faults that take the person elsewhere run first, so the retry follows a fault
// the screen handled in place (that retry is the one the person would make).
const RUN_ORDER: readonly FaultId[] = [
  'routed',
  'unauthorized',
  'malformed',
  'server-message',
  'server-html',
  'dropped',
  'timeout',
];

// src/api/client.ts: the spec's one timeout for every call.
const CLIENT_TIMEOUT_MS = 150_000;

// What the person reads (src/api/api-error.ts, src/api/error-text.ts).
const READABLE = 'Estamos en mantenimiento. Inténtalo en unos minutos.';
const SHOWN: Record<Exclude<FaultId, 'routed'>, string> = {
  'server-message': READABLE,
  'server-html': 'Tuvimos un problema con el servidor. Inténtalo de nuevo más tarde.',
  malformed: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  dropped: 'No hay conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
  timeout: 'La solicitud tardó demasiado. Revisa tu conexión e inténtalo de nuevo.',
  unauthorized: 'No pudimos verificar tu identidad. Regresa a la página de inicio',
};

/** One call of the app, as recordApi writes it: method, and the path after the service prefix (with query). */
export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: RegExp;
}

const API = /^\/sandbox\/(registration|operations)(\/.*)$/;
const isApi = (url: URL) => API.test(url.pathname);

function isCall(call: Call, request: Request): boolean {
  const url = new URL(request.url());
  const path = url.pathname.match(API)?.[2];
  return request.method() === call.method && path !== undefined && call.path.test(`${path}${url.search}`);
}

const countOf = (sent: Sent[], call: Call) =>
  sent.filter((s) => s.method === call.method && call.path.test(s.path)).length;

export interface RowCtx {
  page: Page;
  request: APIRequestContext;
  /** Every API call the page sent (support.ts recordApi). */
  sent: Sent[];
  /** What a row keeps between its steps (ids, the NIP, the ink on the pad). */
  s: Record<string, string>;
}

export interface FaultRow {
  /** The table's row label: the operation, and where it is called when that matters. */
  name: string;
  call: Call;
  /**
   * Where a cut answer leaves the person, for a call whose answer the flow can go on without
   * (`x-answer: optional` in api/openapi.yaml): on the same screen, as here, with no modal.
   * Without it, such a call goes on to `done` as one whose answer is `ignored` does; one whose
   * answer is `required` shows the error modal.
   */
  bare?: (ctx: RowCtx) => Promise<void>;
  /** The call is made when the screen opens: its first fault is set before opening. */
  arrival?: boolean;
  /** Quiet: the screen's own answer to a failure (no error modal), asserted here. */
  quiet?: (ctx: RowCtx) => Promise<void>;
  /** A failure is kept and reported, and the person goes on (`done`) without the modal. */
  goesOn?: boolean;
  /** Statuses the step routes to /rejected (its `onError` in flows/*.json). */
  routes?: readonly number[];
  /** Faults and checks that do not apply to this call, with the reason. */
  na?: Partial<Record<Column, string>>;
  /** Faults tried on a freshly opened screen rather than the one left by the previous fault. */
  fresh?: readonly FaultId[];
  /** Once per test, before anything: the sandbox data the row needs. */
  setup?: (ctx: RowCtx) => Promise<void>;
  /** Opens the screen (fresh sandbox ids where a success leaves a trace). */
  open: (ctx: RowCtx) => Promise<void>;
  /** Types what the person types there. */
  fill?: (ctx: RowCtx) => Promise<void>;
  /** Every typed value is still there. */
  kept?: (ctx: RowCtx) => Promise<void>;
  /** The screen the person stays on after a fault handled in place. */
  at: RegExp;
  /** The person's try (and retry); `taps` quick taps on its button. */
  send: (ctx: RowCtx, taps: number) => Promise<void>;
  /** Other calls a retry must not send again (a save that already went through). */
  notResent?: readonly Call[];
  /** The try went through: the next screen, or what the answer shows. */
  done: (ctx: RowCtx) => Promise<void>;
}

export type Cell = { result: 'passed' | 'failed' | 'n/a'; note?: string };
export interface RowResult {
  order: number;
  row: string;
  cells: Partial<Record<Column, Cell>>;
}

/** A fault set on the next matching call: `hits` counts the matching requests sent while it was set. */
interface Injected {
  hits: () => number;
  remove: () => Promise<void>;
}

async function inject(page: Page, call: Call, fault: FaultId, status: number): Promise<Injected> {
  let hits = 0;
  const held: Route[] = [];
  const handler = async (route: Route) => {
    if (!isCall(call, route.request())) return route.fallback();
    hits += 1;
    // A timeout holds every matching call until removed; the other faults catch the first.
    if (hits > 1 && fault !== 'timeout') return route.fallback();
    switch (fault) {
      case 'server-message':
        return route.fulfill({ status: 500, json: { message: 'service unavailable', readable_message: READABLE } });
      case 'server-html':
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' });
      case 'malformed': {
        // The server did its work; the answer was cut on the way back.
        await route.fetch();
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": {"user_' });
      }
      case 'dropped':
        return route.abort('connectionreset');
      case 'timeout':
        held.push(route); // never answered: the client gives up
        return;
      case 'unauthorized':
        return route.fulfill({ status: 401, json: { message: 'unauthenticated for invalid credentials' } });
      case 'routed':
        return route.fulfill({ status, json: { message: 'not eligible' } });
    }
  };
  await page.route(isApi, handler);
  return {
    hits: () => hits,
    remove: async () => {
      await page.unroute(isApi, handler);
      // A held call the client has not given up on goes on to the sandbox.
      for (const route of held) await route.fallback().catch(() => {});
    },
  };
}

const errorModal = (page: Page) => page.getByRole('dialog', { name: '¡Parece que hubo un error!' });

/** Never a blank screen, nor the error boundary's 'something went wrong'. */
async function expectScreen(page: Page) {
  await expect(page.locator('main')).toContainText(/\S/);
  await expect(page.getByText('Algo salió mal al mostrar esta pantalla')).toHaveCount(0);
}

/** No modal opens: given a moment, since a modal would open as soon as the answer is read. */
async function expectNoModal(page: Page) {
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** How much of a success the row's operation needs (`x-answer`): the row's name starts with it. */
const answerOf = (row: FaultRow) => contract[row.name.split(' ')[0] as keyof typeof contract].answer;

/** Walks one row through its faults and the retry; attaches each cell's result; fails if any cell failed. */
export async function runRow(row: FaultRow, order: number, page: Page, request: APIRequestContext, info: TestInfo) {
  // Installed before the first page: the client's 150 s timeout can then be reached at once.
  await page.clock.install();
  const ctx: RowCtx = { page, request, sent: recordApi(page), s: {} };
  const cells: Partial<Record<Column, Cell>> = {};
  // Where the page is: at the row's screen with the values typed, or elsewhere.
  let atStart = false;
  let typed = false;

  const openAndFill = async () => {
    await row.open(ctx);
    await row.fill?.(ctx);
    atStart = true;
    typed = true;
  };

  /** One fault, from setting it to the screen's answer, ready for the next try. */
  async function tryFault(fault: FaultId, status: number) {
    const { page } = ctx;
    if (row.fresh?.includes(fault)) atStart = false;
    const onArrival = Boolean(row.arrival) && !atStart;
    if (!atStart && !onArrival) await openAndFill();
    const injected = await inject(page, row.call, fault, status);
    try {
      if (onArrival) {
        typed = false;
        await row.open(ctx);
      } else await row.send(ctx, 1);
      await expect.poll(injected.hits, { message: `the call ${row.call.path} was not sent` }).toBeGreaterThan(0);
      if (fault === 'timeout') await page.clock.fastForward(CLIENT_TIMEOUT_MS + 1);
      await expectScreen(page);

      if (fault === 'routed') {
        await expect(page).toHaveURL(/\/rejected$/);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        atStart = false;
      } else if (fault === 'malformed' && answerOf(row) !== 'required' && row.bare) {
        // A success with nothing read: the screen goes on without what the answer would have added.
        await row.bare(ctx);
        await expectNoModal(page);
        if (typed) await row.kept?.(ctx);
        else await row.fill?.(ctx);
        typed = true;
        atStart = true;
      } else if (fault === 'malformed' && answerOf(row) !== 'required') {
        // The server did the work and the flow needs nothing of its answer: the person goes on.
        await row.done(ctx);
        atStart = false;
      } else if (row.goesOn) {
        await row.done(ctx);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        atStart = false;
      } else if (row.quiet) {
        await row.quiet(ctx);
        await expectNoModal(page);
        if (!typed) await row.fill?.(ctx);
        typed = true;
        atStart = true;
      } else {
        const modal = errorModal(page);
        await expect(modal).toContainText(SHOWN[fault]);
        await modal.getByRole('button', { name: 'Entendido' }).click();
        await expect(modal).toHaveCount(0);
        if (fault === 'unauthorized') {
          // Spec 8: a wrong verification sends the person back to the start.
          await expect(page).toHaveURL(/\/home$/);
          atStart = false;
        } else {
          await expect(page).toHaveURL(row.at);
          await expectScreen(page);
          if (typed) await row.kept?.(ctx);
          else {
            await row.fill?.(ctx);
            typed = true;
          }
          atStart = true;
        }
      }
      // Nothing doubled: one try, one request (a poll asks again on its own).
      if (!row.quiet) expect(injected.hits(), 'requests sent by one try').toBe(1);
    } finally {
      await injected.remove();
    }
  }

  async function check(column: Column, run: () => Promise<void>) {
    const reason = row.na?.[column];
    if (reason) {
      cells[column] = { result: 'n/a', note: reason };
      return;
    }
    try {
      await run();
      cells[column] = { result: 'passed' };
    } catch (e) {
      cells[column] = { result: 'failed', note: firstLine(e) };
      atStart = false; // start again from a freshly opened screen
    }
  }

  try {
    if (row.setup) await row.setup(ctx);
    for (const fault of RUN_ORDER) {
      if (fault === 'routed' && !row.routes?.length) {
        cells.routed = { result: 'n/a', note: row.na?.routed ?? 'the step routes no status' };
        continue;
      }
      await check(fault, async () => {
        for (const status of fault === 'routed' ? (row.routes ?? []) : [0]) await tryFault(fault, status);
      });
    }

    // The retry, tapped three times where there is a button: it goes through, and once.
    let tapped = 0;
    let before = 0;
    await check('retry', async () => {
      if (!atStart) {
        // An earlier cell failed: the screen opens again (for a call made on arrival, that is the retry).
        if (row.arrival) await row.open(ctx);
        else await openAndFill();
      }
      before = countOf(ctx.sent, row.call);
      const others = (row.notResent ?? []).map((c) => countOf(ctx.sent, c));
      if (atStart) {
        tapped = row.na?.taps ? 1 : 3;
        await row.send(ctx, tapped);
      }
      await row.done(ctx);
      await expectScreen(page);
      (row.notResent ?? []).forEach((c, i) => {
        expect(countOf(ctx.sent, c), `${c.method} ${c.path} sent again by the retry`).toBe(others[i]);
      });
    });
    await check('taps', async () => {
      expect(tapped, 'three taps on the retry (not tried when an earlier cell failed)').toBe(3);
      expect(cells.retry?.result, 'the retry went through').toBe('passed');
      expect(countOf(ctx.sent, row.call) - before, 'requests sent by three quick taps').toBe(1);
    });
  } finally {
    const result: RowResult = { order, row: row.name, cells };
    await info.attach('fault-results', { body: JSON.stringify(result), contentType: 'application/json' });
  }
  const failed = Object.entries(cells).filter(([, c]) => c.result === 'failed');
  expect(failed.map(([column, c]) => `${column}: ${c.note}`)).toEqual([]);
}

// The terminal colours expect() puts in its messages (ESC [ … m).
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The gist of an assertion's message for the table: its first line, and what it looked at. */
function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const lines = text
    .replace(COLOURS, '')
    .split('\n')
    .map((l) => l.trim());
  const gist = [lines.find(Boolean), lines.find((l) => /^(Locator|Expected|Received):/.test(l))];
  return gist.filter(Boolean).join(' · ') || 'failed';
}
