// The build's render of a form step's page (scripts/prerender.ts), in Node: the
// same routes, shell and screen as the browser's first render of that address,
// as HTML, so that the page shows the form before its scripts arrive. The
// browser then hydrates it (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { behaviours } from '../behaviours/registry';
import { AppRoutes, preloadFirstStep } from './app';

/** The behaviours that fill a form from this session's earlier answers: their steps' pages are not rendered. */
export const fillingFromSession = Object.keys(behaviours).filter((name) => behaviours[name]?.fillsFromSession);

/** Where a step's draft is kept: the page's guard reads it (scripts/draft-guard.ts). */
export { draftKey } from '../adapters/session';

export async function prerender(pathname: string): Promise<string> {
  // As in the browser (main.tsx): the step's copy, screen and form are at hand before the render.
  await preloadFirstStep(pathname);
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
