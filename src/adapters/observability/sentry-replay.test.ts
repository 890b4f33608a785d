import { describe, expect, it } from 'vitest';
import { stepShown } from '../flow-events';
import { maskedReplay, recordingAddresses } from './sentry-replay';

const page = (path: string) => `${location.origin}${path}`;

describe("a replay's recording holds route templates, not addresses", () => {
  it("templates the page's address in each full snapshot's meta event", () => {
    stepShown('about-you', '/:phoneNumber/about-you');
    window.history.pushState({}, '', '/5512345678/about-you?utm=5512345678');
    const meta = { type: 4, data: { href: window.location.href, width: 390, height: 844 }, timestamp: 1 };
    expect(recordingAddresses(meta).data).toEqual({ href: page('/:phoneNumber/about-you'), width: 390, height: 844 });
  });

  it("templates the href and src of the snapshot's elements and of those added or changed later", () => {
    const snapshot = {
      type: 2,
      data: {
        node: {
          childNodes: [
            { attributes: { href: page('/SK/u-1/Emma%20G%C3%B3mez/PF/Ana/review-documents'), class: 'x' } },
            { attributes: { href: page('/assets/index-abc.css') }, childNodes: [] },
            { attributes: { src: 'https://maps.googleapis.com/maps/vt?pb=19.4,-99.1' } },
          ],
        },
      },
      timestamp: 2,
    };
    const mutation = {
      type: 3,
      data: {
        source: 0,
        adds: [{ parentId: 1, node: { attributes: { href: '/5512345678/about-you' } } }],
        attributes: [{ id: 3, attributes: { href: page('/home/5512345678'), 'aria-busy': 'true' } }],
      },
      timestamp: 3,
    };
    expect(JSON.stringify([recordingAddresses(snapshot), recordingAddresses(mutation)])).not.toMatch(
      /5512345678|Emma|19\.4/,
    );
    expect(snapshot.data.node.childNodes.map((n) => n.attributes)).toEqual([
      {
        href: page('/:user_type_id/:user_id/:titular_full_name/:person_type/:collateral_full_name/review-documents'),
        class: 'x',
      },
      { href: page('/assets/index-abc.css') },
      { src: 'https://maps.googleapis.com' },
    ]);
    expect(mutation.data.attributes[0]?.attributes).toEqual({ href: page('/home/:phoneNumber'), 'aria-busy': 'true' });
  });

  it("is installed as an rrweb plugin in the SDK's recording options (null, nothing recorded, if it cannot be)", () => {
    const replay = maskedReplay() as unknown as {
      _recordingOptions: {
        plugins: Array<{ eventProcessor: unknown }>;
        maskAttributeFn: (key: string, value: string, el: HTMLElement) => string;
      };
    };
    expect(replay).not.toBeNull();
    expect(replay._recordingOptions.plugins.map((p) => p.eventProcessor)).toEqual([recordingAddresses]);
    const input = document.createElement('input');
    expect(replay._recordingOptions.maskAttributeFn('value', 'Emma', input)).toBe('****');
    expect(replay._recordingOptions.maskAttributeFn('aria-label', 'Emma', input)).toBe('****');
  });
});
