// What a walk needs from a browser engine, and nothing more: each engine's driver
// (e2e/engines/webkit.ts, e2e/engines/puppeteer.ts) implements it, and the walks
// (e2e/engines.spec.ts, through e2e/engines/web.ts) are written once against it.
import type { Problem, Target } from './probe';

/** An element found in the page; only the driver that found it knows what it is. */
export type Handle = { readonly __handle: unique symbol };

export interface Point {
  x: number;
  y: number;
}

export interface EnginePage {
  navigate(url: string): Promise<void>;
  /** Runs `fn` in the page with `args` (JSON values or handles); answers its result, awaited. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The first visible element that matches, or null. */
  find(target: Target): Promise<Handle | null>;
  /** A click at the element's centre, as the engine's input does it. */
  click(element: Handle): Promise<void>;
  /** Types text into the element, key by key. */
  type(element: Handle, text: string): Promise<void>;
  /** A key to the focused element: Backspace, or Ctrl+V to paste what the clipboard holds. */
  press(key: 'Backspace' | 'Paste'): Promise<void>;
  /** Picks the option of a native select whose value is `value`. */
  choose(select: Handle, value: string): Promise<void>;
  /** One stroke through the points (viewport CSS pixels), with a finger or the mouse. */
  stroke(pointer: 'touch' | 'mouse', points: Point[]): Promise<void>;
  /** The viewport as a PNG, at the device's pixel ratio. */
  screenshot(): Promise<Buffer>;
  /** Problems the driver itself saw (console, uncaught errors, requests), where its protocol reports them. */
  reported(): Problem[];
  close(): Promise<void>;
}

export interface Engine {
  name: 'webkit' | 'firefox' | 'chromium';
  /** The engine's version as the browser reports it. */
  version: string;
  /** The viewport every page gets, in CSS pixels, and its pixel ratio. */
  viewport: { width: number; height: number; deviceScaleFactor: number };
  /** How a finger is drawn: 'mouse' where the driver has no touch input. */
  finger: 'touch' | 'mouse';
  /** A fresh page: nothing stored, nothing open. */
  open(): Promise<EnginePage>;
  stop(): Promise<void>;
}

/** The phone the team reviews: iPhone 13's screen (CSS pixels) and pixel ratio. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
