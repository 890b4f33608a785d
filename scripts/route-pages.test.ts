import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlowStep } from './flow-steps.ts';
import {
  lazyScreens,
  nginxPageMap,
  type PreloadChunk,
  pageFor,
  pageHtml,
  pathPattern,
  preloadRoutes,
  routePages,
} from './route-pages.ts';

const root = join(import.meta.dirname, '..');

function chunk(fileName: string, more: Partial<PreloadChunk> = {}): PreloadChunk {
  return { fileName, isEntry: false, imports: [], facadeModuleId: null, css: [], ...more };
}

/** A build shaped like ours: the entry and its shared chunk, a form step's parts, a custom screen with CSS. */
const chunks: PreloadChunk[] = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/shared.js'], facadeModuleId: '/app/index.html' }),
  chunk('assets/shared.js'),
  chunk('assets/engine.js', {
    imports: ['assets/shared.js', 'assets/index.js', 'assets/rjsf.js'],
    facadeModuleId: '/app/src/screens/form-step/form-step.tsx',
  }),
  chunk('assets/rjsf.js'),
  chunk('assets/validator.js', { facadeModuleId: '/app/src/generated/validators/mx/about-you.js' }),
  chunk('assets/validator-do.js', { facadeModuleId: '/app/src/generated/validators/do/about-you.js' }),
  chunk('assets/copy.js', { facadeModuleId: '/app/flows/onboarding.json' }),
  chunk('assets/pad.js', {
    facadeModuleId: '/app/src/screens/signature/signature-screen.tsx',
    css: ['assets/pad.css'],
  }),
];

const steps: FlowStep[] = [
  { id: 'home', flowFile: 'onboarding', paths: ['/home', '/home/:phoneNumber'], kind: 'custom', screen: 'start' },
  { id: 'about-you', flowFile: 'onboarding', paths: ['/:phoneNumber/about-you'], kind: 'form', schema: 'about-you' },
  { id: 'sign', flowFile: 'onboarding', paths: ['/:a/:b/:c/singning'], kind: 'custom', screen: 'signature' },
  { id: 'not-found', flowFile: 'onboarding', paths: ['*'], kind: 'message' },
];
const screens = new Map([['signature', '/src/screens/signature/signature-screen']]);

describe('the route table', () => {
  it("lists a form step's engine, step module and copy, without what the entry already loads", () => {
    const routes = preloadRoutes(chunks, steps, screens, 'mx');
    const aboutYou = routes.find((r) => r.pattern === pathPattern('/:phoneNumber/about-you', false));
    expect(aboutYou?.files.sort()).toEqual(
      ['assets/copy.js', 'assets/engine.js', 'assets/rjsf.js', 'assets/validator.js'].sort(),
    );
  });

  it("lists a custom screen's chunk with its stylesheet, and nothing for the start screen (it is in the entry)", () => {
    const routes = preloadRoutes(chunks, steps, screens, 'mx');
    expect(routes.find((r) => r.pattern.endsWith('singning/?$'))?.files).toEqual([
      'assets/pad.js',
      'assets/pad.css',
      'assets/copy.js',
    ]);
    expect(routes.some((r) => r.pattern.includes('home'))).toBe(false);
  });

  it('matches as React Router does: a parameter is one segment, any case, a trailing slash, a prefix below its path', () => {
    const exact = new RegExp(pathPattern('/:phoneNumber/about-you', false), 'i');
    expect(
      ['/5512345678/about-you', '/5512345678/About-You', '/5512345678/about-you/'].every((p) => exact.test(p)),
    ).toBe(true);
    expect(['/about-you', '/a/b/about-you', '/5512345678/about-you/x'].some((p) => exact.test(p))).toBe(false);
    const prefix = new RegExp(pathPattern('/send-contract-sign', true), 'i');
    expect(['/send-contract-sign', '/send-contract-sign/abc/def'].every((p) => prefix.test(p))).toBe(true);
    expect(prefix.test('/send-contract-signs')).toBe(false);
  });

  it('reads the lazy screens of the real registry, by the names the flows use', () => {
    const found = lazyScreens(readFileSync(join(root, 'src/screens/registry.ts'), 'utf8'));
    expect(found.get('signature')).toBe('/src/screens/signature/signature-screen');
    expect(found.get('avalConsent')).toBe('/src/screens/aval-consent/aval-consent');
    expect(found.has('start')).toBe(false);
  });
});

describe('the route pages', () => {
  const INDEX =
    '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body></body>\n</html>\n';
  const { pages, table } = routePages(preloadRoutes(chunks, steps, screens, 'mx'), '/');

  it("writes each step's files into a copy of index.html, as low-priority preloads after the entry", () => {
    const html = pageHtml(INDEX, pages.get('pages/sign.html') ?? [], '/');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = [...doc.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('as')])).toEqual([
      ['modulepreload', '/assets/pad.js', null],
      ['preload', '/assets/pad.css', 'style'],
      ['modulepreload', '/assets/copy.js', null],
    ]);
    expect(links.every((l) => l.getAttribute('fetchpriority') === 'low')).toBe(true);
    // The same request mode as the import() that will use them, or the browser fetches twice.
    expect(links.every((l) => l.hasAttribute('crossorigin'))).toBe(true);
    // The rest of index.html is as it was: its entry first, its body.
    expect(doc.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js');
    expect(html.replace(/\s*<link[^>]*>/g, '')).toBe(INDEX.replace(/\s*<\/head>/, '\n  </head>'));
  });

  it("answers a step's address with its page, in any case and with a trailing slash; nothing else", () => {
    expect(pageFor(table, '/SK/u-5512345678/titular/singning')).toBe('/pages/sign.html');
    expect(pageFor(table, '/5512345678/About-You/')).toBe('/pages/about-you.html');
    // The start screen is in the entry; an address no step owns is the app's fallback.
    expect(pageFor(table, '/home')).toBeUndefined();
    expect(pageFor(table, '/una/ruta/que/no/existe')).toBeUndefined();
  });

  it('gives nginx the same table, in the same order, matching in any case', () => {
    const map = nginxPageMap(table);
    expect(map.split('\n')).toEqual([
      'map $uri $onboarding_page {',
      '    default /index.html;',
      ...table.map((row) => `    ~*${row.pattern} ${row.page};`),
      '}',
      '',
    ]);
    expect(table.map((row) => row.page)).toEqual(['/pages/sign.html', '/pages/about-you.html']);
    expect(() => nginxPageMap([{ pattern: '^/a b/?$', page: '/pages/x.html' }])).toThrow(/nginx/);
  });
});
