import 'vitest-canvas-mock';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { operationsApi, registrationApi } from '../src/api/client';

// Steps' copy and screens load lazily (as in the app): give findBy* room on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 4000 });

// Without `globals: true` Testing Library does not clean up by itself.
afterEach(() => {
  cleanup();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// The app fetches ky on its first call (src/api/client.ts). Load it before any
// test, so that a call under fake timers goes out when the screen makes it, as
// in a browser where the chunk was warmed while the first screen was idle.
await registrationApi.warm();
await operationsApi.warm();
