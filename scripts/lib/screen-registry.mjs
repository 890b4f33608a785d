// The screens src/screens/registry.ts registers, read from its source: the
// route pages (scripts/route-pages.ts), flows:check's exits check and
// the gallery's test all need to know which module each screen name loads.
// One reader, so that a change to how screens are registered changes one place.

/**
 * Screen name → `{ module, lazy }`: the module under src/screens/ (no extension)
 * and whether it is a chunk of its own (`name: lazyScreen(() => import('./x/x'))`)
 * or bundled with the entry (`name: StartScreen`, imported by name).
 * @param {string} source the text of src/screens/registry.ts
 * @returns {Map<string, { module: string, lazy: boolean }>}
 */
export function registeredScreens(source) {
  const screens = new Map();
  for (const [, name, module] of source.matchAll(/^\s*(\w+):\s*lazyScreen\(\(\)\s*=>\s*import\('\.\/([^']+)'\)\)/gm))
    screens.set(name, { module, lazy: true });
  for (const [, name, component] of source.matchAll(/^\s*(\w+):\s*(\w+),?$/gm)) {
    const from = source.match(new RegExp(`import \\{[^}]*\\b${component}\\b[^}]*\\} from '\\./([^']+)'`));
    if (from) screens.set(name, { module: from[1], lazy: false });
  }
  return screens;
}
