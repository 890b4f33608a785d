// Which routes an address can match at all, so React Router ranks only those.
import type { RouteObject } from 'react-router';

const segments = (path: string) => path.split('/').filter(Boolean).length;

/**
 * The routes React Router could match at `pathname`: it ranks every route it
 * is given on each navigation, about 10 ms for our fifty on a slow phone's
 * first render. A step's path (flows.schema: no optional segments) matches only
 * an address with as many segments; a prefix step (`path/*`) one with at least
 * as many; the fallback (`*`) and `/` always stay. React Router still decides.
 */
export function routesThatCanMatch(routes: RouteObject[], pathname: string): RouteObject[] {
  const count = segments(pathname);
  const canMatch = ({ path }: RouteObject) => {
    if (path === undefined || path === '*' || path === '/') return true;
    if (path.endsWith('/*')) return segments(path) - 1 <= count;
    return segments(path) === count;
  };
  return routes.map((route) => (route.children ? { ...route, children: route.children.filter(canMatch) } : route));
}
