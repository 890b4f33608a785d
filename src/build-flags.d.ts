// Build-time constants (vite.config.ts `define`).

/**
 * True in the demo build, the dev server and the tests (the sandbox API and the
 * sandbox identity widget stand in for the lender's); false in the production
 * build (`npm run build:production`), where every branch it guards is dead code
 * and leaves the bundle (scripts/check-bundle.mjs --production proves it).
 */
declare const __SANDBOX__: boolean;
