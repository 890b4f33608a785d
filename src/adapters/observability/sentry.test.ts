import type { Event } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { stepShown } from '../flow-events';
import { isOpaqueScriptError, spanWithoutPersonalData, withoutPersonalData } from './sentry';

describe('the last guard on every Sentry event', () => {
  it('names the page by its route template and drops what could carry personal data', () => {
    stepShown('about-you', '/:phoneNumber/about-you');
    window.history.pushState({}, '', '/5512345678/about-you');
    const event = {
      request: {
        url: 'http://localhost/5512345678/about-you?x=1',
        headers: { Referer: 'http://localhost/5512345678' },
      },
      user: { ip_address: '1.2.3.4' },
      extra: { form: { name: 'Emma' } },
      message: 'failed for 5512345678',
      exception: { values: [{ type: 'Error', value: '{"nip":"1234"} and 5512345678' }] },
      breadcrumbs: [
        { category: 'console', message: 'Emma Gómez' },
        { category: 'step', message: 'about-you /:phoneNumber/about-you' },
      ],
      spans: [
        { op: 'resource.img', description: 'https://maps.googleapis.com/maps/vt?pb=19.4,-99.1', data: {} },
        { op: 'resource.script', description: `${location.origin}/assets/index-abc.js`, data: {} },
        { op: 'http.client', description: 'createUser POST /v2/users', data: { 'url.full': 'http://x/5512345678' } },
      ],
      contexts: { trace: { data: { 'url.path': '/5512345678/about-you' } } },
      timestamp: 1795713667.643,
    } as unknown as Event;
    withoutPersonalData(event);
    const text = JSON.stringify(event);
    expect(text).not.toContain('5512345678');
    expect(text).not.toContain('Emma');
    expect(text).not.toContain('1234"');
    expect(text).not.toContain('maps.googleapis.com');
    expect(event.request).toEqual({ url: `${location.origin}/:phoneNumber/about-you` });
    expect(event.breadcrumbs?.map((b) => b.category)).toEqual(['step']);
    expect(event.spans?.map((s) => s.description)).toEqual([
      'resource.img',
      `${location.origin}/assets/index-abc.js`,
      'createUser POST /v2/users',
    ]);
    expect(event.timestamp).toBe(1795713667.643);
    expect(event.exception?.values).toEqual([{ type: 'Error', value: '[message withheld]' }]);
  });

  it("names a stack frame's file by template: the page's address, a phone, names and a token in it never leave", () => {
    const page = `${location.origin}/SK/u-5512345678/Emma%20G%C3%B3mez/titular/Mar%C3%ADa%20L%C3%B3pez/review-documents?token=tok-1`;
    window.history.pushState({}, '', page.slice(location.origin.length));
    const frames = [
      { filename: page, abs_path: page, module: 'u-5512345678.Emma', function: '?' },
      { filename: `${location.origin}/assets/index-abc.js`, function: 'render' },
      { filename: 'https://maps.googleapis.com/maps/api/js?key=secreto&phone=5512345678', function: 'x' },
      { filename: '<anonymous>', function: 'y' },
    ];
    const event = {
      exception: { values: [{ type: 'Error', value: 'x', stacktrace: { frames } }] },
    } as unknown as Event;
    withoutPersonalData(event);
    const text = JSON.stringify(event);
    for (const leak of ['5512345678', 'Emma', 'G%C3%B3mez', 'Mar%C3%ADa', 'tok-1', 'secreto'])
      expect(text).not.toContain(leak);
    expect(event.exception?.values?.[0]?.stacktrace?.frames?.map((f) => f.filename)).toEqual([
      `${location.origin}/:user_type_id/:user_id/:titular_full_name/:person_type/:collateral_full_name/review-documents`,
      `${location.origin}/assets/index-abc.js`,
      'https://maps.googleapis.com',
      '<anonymous>',
    ]);
  });

  it("drops the browser's opaque report of another origin's script ('Script error.')", () => {
    expect(isOpaqueScriptError({ message: 'Script error.' } as Event)).toBe(true);
    expect(isOpaqueScriptError({ exception: { values: [{ value: 'Script error.' }] } } as Event)).toBe(true);
    expect(isOpaqueScriptError({ message: 'Script error in step 2' } as Event)).toBe(false);
    expect(isOpaqueScriptError({ exception: { values: [{ type: 'TypeError', value: 'x' }] } } as Event)).toBe(false);
  });

  it("templates each page a replay saw by its own route, and keeps only templates as its segments' names", () => {
    stepShown('about-you', '/:phoneNumber/about-you');
    window.history.pushState({}, '', '/u-5512345678/waiting');
    const event = {
      type: 'replay_event',
      urls: [
        `${location.origin}/home?otp-vendor=x`,
        `${location.origin}/5512345678/about-you`,
        `${location.origin}/SK/u-1/Emma%20G%C3%B3mez/PF/Ana/review-documents#x`,
      ],
      segment_names: ['/:phoneNumber/about-you', '/5512345678/about-you', '/SK/u-1/Emma/PF/Ana/review-documents'],
    } as unknown as Event;
    withoutPersonalData(event);
    expect(event).toMatchObject({
      urls: [
        `${location.origin}/home`,
        `${location.origin}/:phoneNumber/about-you`,
        `${location.origin}/:user_type_id/:user_id/:titular_full_name/:person_type/:collateral_full_name/review-documents`,
      ],
      segment_names: ['/:phoneNumber/about-you'],
      request: { url: `${location.origin}/:user_id/waiting` },
    });
  });

  it('templates the addresses of a streamed span and drops its query', () => {
    stepShown('about-you', '/:phoneNumber/about-you');
    window.history.pushState({}, '', '/5512345678/about-you');
    const span = {
      name: 'http://127.0.0.1/5512345678/about-you',
      attributes: {
        'url.full': `${location.origin}/5512345678/about-you?utm=1`,
        'url.path': '/5512345678/about-you',
        'url.query': '?phone=5512345678',
        'code.file.path': `${location.origin}/assets/index-abc.js`,
        'sentry.segment.id': '9ba859b0fbb31444',
        'browser.script.invoker': 'https://maps.googleapis.com/maps/api/js?key=k&q=Calle+Emma',
      },
    };
    spanWithoutPersonalData(span);
    expect(span).toEqual({
      name: 'http://127.0.0.1',
      attributes: {
        'url.full': `${location.origin}/:phoneNumber/about-you`,
        'url.path': '/:phoneNumber/about-you',
        'code.file.path': `${location.origin}/assets/index-abc.js`,
        'sentry.segment.id': '9ba859b0fbb31444',
        'browser.script.invoker': 'https://maps.googleapis.com',
      },
    });
  });
});

describe("the web vitals' spans", () => {
  it('keep an element by its tag, id and classes, never its attribute values; no user agent', () => {
    const span = {
      name: 'body > main > button.btn[aria-label="Mostrar contraseña de Emma"]',
      attributes: {
        'browser.web_vital.lcp.element': 'body > div#root > main > img.logo[alt="Tienda de Emma Gómez"]',
        'browser.web_vital.inp.target': 'input#root_names.input[name="names"][title="Emma"]',
        'browser.web_vital.cls.source.1': 'p.lead[title="55 1234 5678"]',
        'user_agent.original': 'Mozilla/5.0 (Linux; Android 10; K)',
        'browser.web_vital.lcp.value': 910,
      },
    };
    spanWithoutPersonalData(span);
    expect(span).toEqual({
      name: 'body > main > button.btn',
      attributes: {
        'browser.web_vital.lcp.element': 'body > div#root > main > img.logo',
        'browser.web_vital.inp.target': 'input#root_names.input',
        'browser.web_vital.cls.source.1': 'p.lead',
        'browser.web_vital.lcp.value': 910,
      },
    });
  });
});
