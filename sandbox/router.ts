// A route table: method + path pattern ('v1/users/:id/:type/nip') → handler.
import type { SandboxState, SandboxUser } from './store.ts';

export interface Ctx {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The request body, already checked against the route's schema. */
  body: Record<string, unknown>;
  state: SandboxState;
  /** The applicant named by the route's userParam (404 when unknown). */
  user(): SandboxUser;
  /** "Sends" an SMS: it goes to the outbox and the console. */
  sms(to: string, kind: 'code' | 'nip', code: string, text: string): void;
}

export interface Route {
  /**
   * The operation's id in the contract (api/openapi.yaml), which gives its method, path and
   * request schema (checked before the handler runs); scenario failures are keyed by it.
   */
  op: string;
  /** Which path parameter holds the applicant's id. */
  userParam?: 'id' | 'user_id';
  /** Requires the applicant's bearer token (calls under v1/users/{id}/...). */
  auth?: boolean;
  /** Returns the answer's data (wrapped in { data }) or throws a SandboxError. */
  handle(ctx: Ctx): unknown;
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

/** Where a route is served: its operation's method and path, from the contract. */
export type Served = (op: string) => { method: string; path: string };

export function matchRoute(routes: readonly Route[], served: Served, method: string, path: string): Match | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const route of routes) {
    const at = served(route.op);
    if (at.method !== method) continue;
    const pattern = at.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      return part === segment;
    });
    if (ok) return { route, params };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
