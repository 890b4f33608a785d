// @vitest-environment node
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Prerenderer, prerenderer, prerenderProblems, samplePath, withPrerender } from './prerender.ts';

const root = join(import.meta.dirname, '..');

describe('a page with its form', () => {
  const page = [
    '<html><head><script type="module" src="/assets/index.js"></script></head>',
    '  <body>',
    '    <!-- the boot shell -->',
    '    <div id="root">',
    '      <div class="spinner-wrap boot" role="status"><p>Cargando…</p></div>',
    '    </div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it("puts the screen in #root in place of the 'Cargando' shell, and marks it to be hydrated", () => {
    const out = withPrerender(page, '<main><form></form></main>', 'draft:about-you');
    expect(out).toMatch(
      /<div id="root" data-prerendered><template>[\s\S]*<\/script><main><form><\/form><\/main><\/div>/,
    );
    // The shell waits in the draft guard's template (scripts/draft-guard.test.ts runs it).
    expect(out).toContain('<template><div class="spinner-wrap boot" role="status"><p>Cargando…</p></div></template>');
    expect(out).toContain('<script data-draft="draft:about-you">');
    // The rest of the page as it was.
    expect(out.startsWith(page.slice(0, page.indexOf('<div id="root">')))).toBe(true);
    expect(out.endsWith('\n  </body>\n</html>')).toBe(true);
  });

  it('refuses a page without #root', () => {
    expect(() => withPrerender('<html><body></body></html>', '<main></main>', 'draft:x')).toThrow(/no <div id="root">/);
  });

  it("renders a step's address with a placeholder for each parameter", () => {
    expect(samplePath('/:phoneNumber/:user_id/more-about')).toBe('/prerender-phoneNumber/prerender-user_id/more-about');
  });

  it("keeps 'Cargando' for a render the browser's first would not match", () => {
    const empty = '<form><input id="a" value=""/><select><option value="" selected="">-</option></select></form>';
    expect(prerenderProblems(empty)).toEqual([]);
    expect(prerenderProblems('<main><div class="spinner-wrap"></div></main>')).toEqual(['no form in it']);
    // The Dominican profile's address step: its zip is the profile's, so the screen threw its mismatch.
    expect(
      prerenderProblems('<main><!--$!--><template></template><div class="spinner-wrap"></div><!--/$--></main>'),
    ).toEqual(['its render threw (a form that starts with values, as a profile fills it)']);
    expect(prerenderProblems('<form><p>/prerender-phoneNumber</p></form>')).toEqual([
      'it shows a parameter of its address',
    ]);
    expect(prerenderProblems('<form><input id="zip" value="00000"/></form>')).toEqual([
      'a filled field: <input id="zip" value="00000"/>',
    ]);
    expect(prerenderProblems('<form><input type="checkbox" checked=""/></form>')).toHaveLength(1);
    expect(prerenderProblems('<form><select><option value="MARRIED" selected="">C</option></select></form>')).toEqual([
      'a chosen option: <option value="MARRIED" selected="">',
    ]);
  });
});

describe("the build's render of a form step (the app's modules, built for Node)", () => {
  let prerender: Prerenderer;
  const render = (pathname: string) => prerender.render(pathname);
  beforeAll(async () => {
    prerender = await prerenderer(root, 'production');
  }, 60_000);
  afterAll(() => prerender.dispose());

  it("'Sobre ti': the whole form, empty, its fields taking keys, 'Continuar' disabled and saying so until React adopts it", async () => {
    const html = await render(samplePath('/:phoneNumber/about-you'));
    expect(prerenderProblems(html)).toEqual([]);
    expect(html).toContain('<h1>Sobre ti</h1>');
    for (const label of ['Nombre(s)', 'Apellido paterno', 'Estado civil']) expect(html).toContain(label);
    // Not inert: a person types into the build's fields before any script runs (src/form/adopt-typed.ts).
    expect(html).toContain('<div class="page">');
    expect(html).not.toContain('inert');
    expect(html).toMatch(/<button type="submit" class="btn btn-primary [^"]*" disabled="">Continuar<\/button>/);
    expect(html).toMatch(/<p class="getting-ready" role="status">Preparando el formulario…<\/p>/);
    // The shell around it, as the browser draws it: the support chat link.
    expect(html).toContain('Chatear con soporte por WhatsApp');
  });

  it('names the behaviours that fill a form from the session, whose steps keep their page as it is: the RFC prefill', () => {
    expect([...prerender.fillingFromSession]).toEqual(['taxIdPrefill']);
  });

  it("'Negocio' before its lists arrive: the form, its list selects disabled and saying they load, 'Continuar' waiting", async () => {
    const html = await render(samplePath('/:phoneNumber/:user_id/more-about'));
    expect(prerenderProblems(html)).toEqual([]);
    expect(html).toContain('<h1>Negocio</h1>');
    for (const name of ['business_type', 'average_sale'])
      expect(html).toMatch(
        new RegExp(
          `<select id="root_${name}" name="${name}" disabled=""[^>]*><option value="" selected="">Cargando opciones…</option></select>`,
        ),
      );
    // The shop's age is the schema's own list: it can be chosen at once.
    expect(html).toMatch(
      /<select id="root_shop_age" name="shop_age"(?![^>]*disabled)[^>]*><option value="" selected="">Selecciona<\/option><option value="1">/,
    );
    expect(html).toMatch(/<p class="getting-ready" role="status">Preparando el formulario…<\/p>/);
  });

  it("'Domicilio del negocio' as a page loaded with no address found: the form, empty", async () => {
    const html = await render(samplePath('/:phoneNumber/:user_id/about-living'));
    expect(prerenderProblems(html)).toEqual([]);
    expect(html).toContain('Código postal');
  });
});
