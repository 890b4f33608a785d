// @vitest-environment node
// A prerendered page's scripts start once its first frame is painted: the entry is
// downloaded from the top of the head, and added as a <script> with the step's preloads
// only after that frame. The page runs in jsdom, its inline script included.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './after-first-paint.ts';
import { preloadLinks } from './route-pages.ts';

const INDEX = [
  '<!doctype html><html><head><style>p{}</style>',
  '    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>',
  '  </head>',
  '  <body><div id="root" data-prerendered><main><form><input id="root_names"></form></main></div>',
  '  </body></html>',
].join('\n');
const STEP_FILES = ['assets/form-step-X1.js', 'assets/about-you-Y2.js', 'assets/step.css'];
const page = scriptsAfterFirstPaint(INDEX, preloadLinks(STEP_FILES, '/'));

/**
 * The page in jsdom, as a browser that preloads modules (`modulepreload`: jsdom does not) sees
 * it; `before` changes its window before the parser starts.
 */
function open(before: (w: JSDOM['window']) => void = () => {}, modulepreload = true) {
  const dom = new JSDOM(page, {
    url: 'https://onboarding.test/5512345678/about-you',
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (w) => {
      const supports = w.DOMTokenList.prototype.supports;
      w.DOMTokenList.prototype.supports = function (token: string) {
        return token === 'modulepreload' ? modulepreload : supports.call(this, token);
      };
      before(w);
    },
  });
  const { document } = dom.window;
  const head = () =>
    [...document.head.querySelectorAll('script, link')].map((e) =>
      e.tagName === 'SCRIPT'
        ? `script ${e.getAttribute('type')} ${(e as HTMLScriptElement).src} ${(e as HTMLScriptElement).crossOrigin}`
        : `${e.getAttribute('rel')} ${(e as HTMLLinkElement).href}`,
    );
  return { document, head, window: dom.window };
}

const frame = (w: JSDOM['window']) =>
  new Promise<void>((resolve) => w.requestAnimationFrame(() => w.setTimeout(() => w.setTimeout(resolve, 0), 0)));

describe('as the build writes it', () => {
  it('downloads the entry from where its script was, without running it', () => {
    expect(page).toContain(
      '<style>p{}</style>\n    <link rel="modulepreload" crossorigin href="/assets/index-Ab1.js" data-entry>',
    );
    expect(page).not.toContain('<script type="module"');
  });
  it("holds the step's preloads out of the head, in a template before the starter", () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('fetchpriority="low"');
    expect(page).toMatch(
      /<template><link rel="modulepreload" crossorigin href="\/assets\/form-step-X1\.js" fetchpriority="low">.*step\.css" fetchpriority="low"><\/template><script>\(function \(starter\)/,
    );
  });
  it('refuses a page whose entry script is not the one Vite writes', () => {
    expect(() => scriptsAfterFirstPaint(INDEX.replace('<script type="module" crossorigin', '<script'), [])).toThrow(
      'the page has 0 entry scripts, not 1',
    );
  });
});

describe('in the browser', () => {
  it('adds nothing before the first frame; after it, the preloads and then the entry', async () => {
    const { head, window, document } = open();
    expect(head()).toEqual(['modulepreload https://onboarding.test/assets/index-Ab1.js']);
    await frame(window);
    expect(head()).toEqual([
      'modulepreload https://onboarding.test/assets/index-Ab1.js',
      'modulepreload https://onboarding.test/assets/form-step-X1.js',
      'modulepreload https://onboarding.test/assets/about-you-Y2.js',
      'preload https://onboarding.test/assets/step.css',
      'script module https://onboarding.test/assets/index-Ab1.js anonymous',
    ]);
    // Nothing of the starter is left in the page, and the form is as it was.
    expect(document.querySelectorAll('template, script:not([type])')).toHaveLength(0);
    expect(document.getElementById('root')?.innerHTML).toBe('<main><form><input id="root_names"></form></main>');
  });

  it('starts at once on a hidden page (no frame comes there)', () => {
    const { head } = open((w) => Object.defineProperty(w.document, 'visibilityState', { value: 'hidden' }));
    expect(head().at(-1)).toBe('script module https://onboarding.test/assets/index-Ab1.js anonymous');
  });

  it('starts at once in a browser that does not preload modules (Safari 16 and older): the entry is not on its way', () => {
    const { head } = open(() => {}, false);
    expect(head().at(-1)).toBe('script module https://onboarding.test/assets/index-Ab1.js anonymous');
  });

  it('starts after a second should no frame come, and only once', async () => {
    const { head } = open((w) => {
      w.requestAnimationFrame = () => 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(head()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(head()).toHaveLength(5);
    expect(head().filter((e) => e.startsWith('script'))).toHaveLength(1);
  });
});
