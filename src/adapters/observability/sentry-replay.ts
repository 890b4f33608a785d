// Session replay, in its own chunk: fetched only for a session sentry.ts has
// sampled for recording. Every text and input is masked, media and the
// signature canvas are blocked, and no request or response detail is recorded.
// A recording holds no address but route templates: the page's address at each
// full snapshot is templated (recordingAddresses, below), performance entries
// and the SDK's navigation breadcrumbs (which carry addresses) are dropped, and
// the texts of the other breadcrumbs are scrubbed. The replay's own event (its
// list of pages, its request) is templated by sentry.ts's postprocessEvent.
import { replayIntegration } from '@sentry/browser';
import { scrub } from '../error-reporting';
import { templatedUrl } from './templates';

/** rrweb's event types (@sentry/replay's types/rrweb.d.ts): a full snapshot, an incremental one, its meta. */
const FULL_SNAPSHOT = 2;
const INCREMENTAL_SNAPSHOT = 3;
const META = 4;
/** An incremental snapshot's source: a DOM mutation. */
const MUTATION = 0;

/** The breadcrumbs a recording keeps: ours (named by templates) and the SDK's taps and DOM counts. */
const RECORDED_BREADCRUMBS = new Set([
  'step',
  'call',
  'ui.click',
  'ui.tap',
  'ui.multiClick',
  'ui.slowClickDetected',
  'replay.mutations',
]);

/**
 * Attributes masked like text (each character a '*'), besides the SDK's title, placeholder and
 * aria-label: an input's or option's value (a catalog's colonias name the zip code), an image's alt
 * text, an accessible value. rrweb never passes href or src to this mask: recordingAddresses
 * templates those.
 */
const MASKED_ATTRIBUTES = ['title', 'placeholder', 'aria-label', 'aria-valuetext', 'aria-description', 'value', 'alt'];

/** The signature pad's canvas (signature-screen.tsx), besides every canvas: blocked, a grey box in the replay. */
const BLOCKED = ['canvas', '.signature-canvas', '.signature-box'];

export function maskedReplay() {
  const replay = replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    maskAttributes: MASKED_ATTRIBUTES,
    block: BLOCKED,
    networkDetailAllowUrls: [],
    networkCaptureBodies: false,
    beforeAddRecordingEvent: (event) => {
      const data = event.data as { tag?: string; payload?: { category?: string } } | undefined;
      if (data?.tag === 'performanceSpan') return null;
      if (data?.tag === 'breadcrumb' && !RECORDED_BREADCRUMBS.has(data.payload?.category ?? '')) return null;
      if (data?.payload) scrubStrings(data.payload);
      return event;
    },
  });
  return withTemplatedAddresses(replay) ? replay : null;
}

/**
 * The SDK has no option for the address rrweb writes into each full snapshot's meta event
 * (`href: window.location.href`, a phone number or a name in our paths), nor for the href and
 * src attributes it serializes (never passed to maskAttributeFn); beforeAddRecordingEvent sees
 * custom events only (maybeApplyCallback in @sentry/replay checks isCustomEvent). rrweb itself
 * takes `plugins`, whose eventProcessor sees every event before it is emitted, and the SDK spreads
 * the integration's recording options (a private field, `_recordingOptions`) into rrweb's
 * record(). That one field is the narrowest place: one plugin added to it. If a later SDK renames
 * the field, there is nowhere to add it, and the session is not recorded at all (fail closed).
 */
export function withTemplatedAddresses(replay: object): boolean {
  const options = (replay as { _recordingOptions?: Record<string, unknown> })._recordingOptions;
  if (!options || typeof options !== 'object') return false;
  const plugins = Array.isArray(options.plugins) ? options.plugins : [];
  options.plugins = [...plugins, { name: 'templated-addresses', eventProcessor: recordingAddresses }];
  return true;
}

interface SerializedNode {
  attributes?: Record<string, unknown>;
  childNodes?: SerializedNode[];
}

/** An rrweb event with its page address and its elements' href and src as templates (see withTemplatedAddresses). */
export function recordingAddresses<E extends { type: number; data?: unknown }>(event: E): E {
  const data = event.data as Record<string, unknown> | undefined;
  if (!data) return event;
  if (event.type === META && typeof data.href === 'string') data.href = templatedUrl(data.href);
  if (event.type === FULL_SNAPSHOT) templateNode(data.node as SerializedNode | undefined);
  if (event.type === INCREMENTAL_SNAPSHOT && data.source === MUTATION) {
    for (const add of (data.adds as Array<{ node?: SerializedNode }> | undefined) ?? []) templateNode(add.node);
    for (const change of (data.attributes as SerializedNode[] | undefined) ?? []) templateAttributes(change.attributes);
  }
  return event;
}

function templateNode(node: SerializedNode | undefined): void {
  if (!node) return;
  templateAttributes(node.attributes);
  for (const child of node.childNodes ?? []) templateNode(child);
}

const ADDRESS_ATTRIBUTE = /^(href|src|srcset|action|formaction|xlink:href|data)$/i;

function templateAttributes(attributes: Record<string, unknown> | undefined): void {
  if (!attributes) return;
  for (const [key, value] of Object.entries(attributes))
    if (typeof value === 'string' && ADDRESS_ATTRIBUTE.test(key)) attributes[key] = templatedUrl(value);
}

/** Every string inside a recorded breadcrumb, scrubbed in place (numbers, such as timestamps, are kept). */
function scrubStrings(value: Record<string, unknown>): void {
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') value[key] = scrub(item);
    else if (item && typeof item === 'object') scrubStrings(item as Record<string, unknown>);
  }
}
