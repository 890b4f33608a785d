// Build-time constants (vite.config.ts `define`).

/**
 * True in the demo build, the dev server and the tests (the sandbox API and the
 * sandbox identity widget stand in for the lender's); false in the production
 * build (`npm run build:production`), where every branch it guards is dead code
 * and leaves the bundle (scripts/check-bundle.mjs --production proves it).
 */
declare const __SANDBOX__: boolean;

/**
 * The year the build ran in: what a page's form rendered by the build
 * (scripts/prerender.ts) was drawn with, so that the browser adopts it as it is
 * (the birth year list) before reading its own clock.
 */
declare const __BUILD_YEAR__: number;
