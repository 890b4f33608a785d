// Plays a scene (scenes.ts) on a preview that has just mounted: waits for the
// screen, does what the scene says a person does, and waits for the mark that
// says the state is reached. Works on the DOM, as a person would, so screens
// need no gallery-only props. Also makes the still picture of a state that must
// not change (stillCopy).
import type { GalleryEntry } from './gallery-entries';
import type { Act, Mark, Target } from './scenes';

export interface Stage {
  /** The preview's frame: everything is looked for inside it. */
  frame: HTMLElement;
  /** A copy key of the entry's step, resolved for its country ('' when the step has no such key). */
  copy: (key: string) => string;
  /** True once the preview is gone: stop. */
  gone: () => boolean;
  /** No tracked call is running. */
  settled: () => boolean;
}

const SCREEN_MS = 5000;
const TARGET_MS = 5000;
const MARK_MS = 8000;
const SETTLE_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `find` until it returns something, the preview goes, or `ms` pass (then null). */
async function waitFor<T>(
  stage: Pick<Stage, 'gone'>,
  find: () => T | null | undefined | false,
  ms: number,
): Promise<T | null> {
  const until = Date.now() + ms;
  for (;;) {
    if (stage.gone()) return null;
    const found = find();
    if (found) return found;
    if (Date.now() > until) return null;
    await sleep(30);
  }
}

const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
const isDisabled = (el: Element) => (el as HTMLButtonElement).disabled === true;
const PRESSABLE = 'button, a, [role="option"], [role="button"]';

/** How a target is named in a message. */
function named(target: Target | Mark, stage: Stage): string {
  if ('css' in target) return `«${target.css}»`;
  if ('dialog' in target) return `el modal «${stage.copy(target.dialog)}» (copy.${target.dialog})`;
  return `«${stage.copy(target.copy)}» (copy.${target.copy})`;
}

/** Where a person can act: the open dialog when there is one (the rest of the screen is behind it). */
function scopeOf(frame: HTMLElement): ParentNode {
  return frame.querySelector('dialog[open]') ?? frame;
}

/** The first element the target names; `among` limits a copy key to controls of a kind. */
function find(stage: Stage, target: Target, among: string, scope: ParentNode): HTMLElement | null {
  if ('css' in target) return scope.querySelector<HTMLElement>(target.css);
  const text = stage.copy(target.copy);
  if (!text) return null;
  return [...scope.querySelectorAll<HTMLElement>(among)].find((el) => textOf(el) === text) ?? null;
}

/** A checkbox by its label's text (or a selector). */
function findCheckbox(stage: Stage, target: Target, scope: ParentNode): HTMLInputElement | null {
  const el = find(stage, target, 'label', scope);
  if (el instanceof HTMLLabelElement) return el.control instanceof HTMLInputElement ? el.control : null;
  return el instanceof HTMLInputElement ? el : null;
}

function reached(stage: Stage, mark: Mark): boolean {
  const { frame } = stage;
  if ('dialog' in mark) {
    const title = stage.copy(mark.dialog);
    return [...frame.querySelectorAll('dialog[open]')].some((d) => {
      const heading = d.querySelector('.modal-title, h2');
      return heading !== null && textOf(heading) === title;
    });
  }
  // 'enabled' is about a control: a wrapper with the same text is never disabled.
  const el = find(stage, mark, mark.enabled ? PRESSABLE : '*', frame);
  return el !== null && !(mark.enabled && isDisabled(el));
}

/** Sets a field's value the way typing does (React reads the native setter's value on 'input'), then leaves it. */
function typeInto(el: HTMLElement, text: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** A signature-like stroke across the canvas, as pointer events spaced like a finger's (the pad throttles). */
async function drawOn(canvas: HTMLElement): Promise<void> {
  // Measured at each point: the previews above may change height while the stroke is drawn.
  const at = (t: number) => {
    const box = canvas.getBoundingClientRect();
    return {
      clientX: box.left + box.width * (0.15 + 0.7 * t),
      clientY: box.top + box.height * (0.5 + 0.12 * Math.sin(t * Math.PI * 5) - 0.1 * t),
    };
  };
  const pointer = typeof PointerEvent === 'function';
  const fire = (type: 'down' | 'move' | 'up', t: number) => {
    const init = { ...at(t), bubbles: true, cancelable: true, buttons: type === 'up' ? 0 : 1, button: 0 };
    const event = pointer
      ? new PointerEvent(`pointer${type}`, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true })
      : new MouseEvent(`mouse${type}`, init);
    canvas.dispatchEvent(event);
  };
  fire('down', 0);
  for (let i = 1; i <= 24; i += 1) {
    await sleep(20);
    fire('move', i / 24);
  }
  fire('up', 1);
}

/** Does one act; returns what was missing, or null. */
async function perform(stage: Stage, act: Act): Promise<string | null> {
  if ('submit' in act) {
    const form = await waitFor(stage, () => stage.frame.querySelector('form'), TARGET_MS);
    if (!form) return 'no se encontró el formulario';
    form.requestSubmit();
    return null;
  }
  if ('press' in act) {
    const el = await waitFor(
      stage,
      () => {
        const found = find(stage, act.press, PRESSABLE, scopeOf(stage.frame));
        return found && !isDisabled(found) ? found : null;
      },
      TARGET_MS,
    );
    if (!el) return `no se pudo pulsar ${named(act.press, stage)}`;
    el.click();
    return null;
  }
  if ('tick' in act) {
    const box = await waitFor(stage, () => findCheckbox(stage, act.tick, scopeOf(stage.frame)), TARGET_MS);
    if (!box) return `no se encontró la casilla ${named(act.tick, stage)}`;
    if (!box.checked) box.click();
    return null;
  }
  if ('type' in act) {
    const el = await waitFor(stage, () => find(stage, act.into, 'input, textarea', scopeOf(stage.frame)), TARGET_MS);
    if (!el) return `no se encontró el campo ${named(act.into, stage)}`;
    typeInto(el, act.type);
    return null;
  }
  const canvas = await waitFor(stage, () => find(stage, act.draw, 'canvas', stage.frame), TARGET_MS);
  if (!canvas) return `no se encontró ${named(act.draw, stage)} para dibujar`;
  await drawOn(canvas);
  return null;
}

/**
 * Plays the entry's scene on its mounted preview. Resolves with null once the
 * state is reached (and, unless it is kept still, its calls have answered), or
 * with what went wrong, in Spanish, for the card to say.
 */
export async function play(entry: GalleryEntry, stage: Stage): Promise<string | null> {
  const screenShown = () => stage.frame.querySelector('.page');
  const acts = entry.acts ?? [];
  const { until } = entry;
  // A loading state may never draw a .page: then its mark is the sign the screen is there.
  await waitFor(stage, () => screenShown() || (acts.length === 0 && until && reached(stage, until)), SCREEN_MS);
  // A person acts on a screen that has its data: the calls made on arrival have answered
  // (and a second call of the same operation would be skipped as already running).
  if (acts.length) await untilSettled(stage);
  for (const act of acts) {
    const missing = await perform(stage, act);
    if (missing) return missing;
    await sleep(40);
  }
  if (until && !(await waitFor(stage, () => reached(stage, until), MARK_MS)))
    return `no apareció ${named(until, stage)}`;
  if (!entry.still) await untilSettled(stage);
  return null;
}

/**
 * Waits (bounded) until no tracked call runs: a call let go must have ended before
 * the next preview mounts, or that preview's call of the same operation is skipped
 * as already running. On a loaded machine the answer can take seconds to land.
 */
export function untilSettled(stage: Pick<Stage, 'gone' | 'settled'>): Promise<true | null> {
  return waitFor(stage, stage.settled, SETTLE_MS);
}

/**
 * A copy of the preview as it is now, to keep on the page once the live screen
 * is gone: what cloneNode leaves out (a canvas's drawing, the values typed or
 * ticked) is carried over.
 */
export function stillCopy(frame: HTMLElement): HTMLElement {
  const copy = frame.cloneNode(true) as HTMLElement;
  const canvases = copy.querySelectorAll('canvas');
  frame.querySelectorAll('canvas').forEach((canvas, i) => {
    const img = document.createElement('img');
    img.src = canvas.toDataURL();
    img.alt = canvas.getAttribute('aria-label') ?? '';
    img.className = canvas.className;
    img.style.cssText = canvas.style.cssText;
    canvases[i]?.replaceWith(img);
  });
  const fields = copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  );
  frame
    .querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')
    .forEach((field, i) => {
      const to = fields[i];
      if (!to) return;
      if (field instanceof HTMLSelectElement)
        for (const [j, option] of [...to.querySelectorAll('option')].entries())
          option.toggleAttribute('selected', field.options[j]?.selected === true);
      else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
        to.toggleAttribute('checked', field.checked);
      else if (field instanceof HTMLTextAreaElement) to.textContent = field.value;
      else to.setAttribute('value', field.value);
    });
  return copy;
}
