// Addresses as templates. The flow's addresses carry phone numbers and names
// ('/5512345678/about-you'), so nothing that leaves the page for an observer
// holds a real one: the page is named by its step's route template, a call by
// its path template.
import { matchPath } from 'react-router';
import { asList } from '../../engine/paths';
import { flowIndex } from '../../generated/flow-index';
import { currentStep } from '../flow-events';

const staticSegments = (path: string) => path.split('/').filter((s) => s && !s.startsWith(':')).length;

/**
 * The route template of the address on screen ('/:phoneNumber/about-you'), from the
 * manifest as the router matches it: also while its step fails to render. The most
 * specific match wins; '*' (not found) when none does.
 */
export function routeOf(pathname: string): string | null {
  let best: string | null = null;
  for (const step of Object.values(flowIndex.steps)) {
    for (const path of asList(step.path)) {
      if (path === '*') continue;
      const pattern = { path: step.match === 'prefix' ? `${path}/*` : path, end: true };
      if (matchPath(pattern, pathname) && (best === null || staticSegments(path) > staticSegments(best))) best = path;
    }
  }
  return best ?? (Object.values(flowIndex.steps).some((s) => asList(s.path).includes('*')) ? '*' : null);
}

/** The route template of the page; the last step shown if the address matches none. */
export function currentRoute(): string {
  return routeOf(location.pathname) ?? currentStep()?.route ?? '/unknown';
}

/** The page's address with its path as the route template, and no query or fragment. */
export function templatedPageUrl(): string {
  return `${location.origin}${currentRoute()}`;
}

/** Our own static files: hashed names under /assets/, nothing personal. */
export function isOurs(url: string): boolean {
  return url.startsWith(`${location.origin}/assets/`) || url.startsWith('/assets/');
}

/**
 * An address as it may leave: our static files as they are; any other address of
 * our origin as its route template (the page's, when it matches no step), without
 * query or fragment; another origin's, its origin only (a map tile's address holds
 * coordinates).
 */
export function templatedUrl(value: string): string {
  if (isOurs(value)) return value;
  try {
    const url = new URL(value, location.origin);
    if (url.origin !== location.origin) return url.origin;
    const route = routeOf(url.pathname);
    return route && route !== '*' ? `${location.origin}${route}` : templatedPageUrl();
  } catch {
    return templatedPageUrl();
  }
}
