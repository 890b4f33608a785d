// A screen in its own chunk, like React.lazy, that can also be loaded ahead of
// its first render (`preload`). React.lazy suspends the first time it renders
// even when its chunk is already here, and on a deep link that suspension
// costs twice: the 'Cargando' fallback is committed, then React holds the
// screen back for its fallback throttle (300 ms) before showing it. A screen
// preloaded before the first render is rendered as the module it is.
import { type ComponentType, type FunctionComponent, lazy, useState } from 'react';

type Module = { default: ComponentType };

export type LazyScreen = FunctionComponent & {
  /** Fetches and runs the screen's chunk; the screen's next mount renders it at once. */
  preload: () => Promise<void>;
};

export function lazyScreen(load: () => Promise<Module>): LazyScreen {
  let loaded: ComponentType | undefined;
  const fetchOnce = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(fetchOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: run once per screen when the registry module loads, as React.lazy is; never during a render
  function Screen() {
    // Decided once per mount: switching from Lazy to the module would remount the screen.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: () => fetchOnce().then(() => undefined) });
}

/** Loads a screen ahead of its render when it is in a chunk of its own; a screen in the entry is here already. */
export function preloadScreen(screen: ComponentType): Promise<void> {
  return 'preload' in screen ? (screen as LazyScreen).preload() : Promise.resolve();
}
