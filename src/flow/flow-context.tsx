// What every screen knows about its step: the manifest entry, the country
// profile, the route parameters, and how to turn copy and targets into text and
// hrefs. Screens get it from useFlow(); none builds a URL or a string by hand.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { withLinkCredentials } from '../adapters/link-credentials';
import type { Country } from '../config/country';
import { resolveCopy } from '../engine/copy';
import { hrefFor, type RouteContext } from '../engine/next-step';
import type { FlowIndex, Step, Target } from '../engine/types';

export interface Flow {
  /** Every step's route and the routing tables (not the other steps' copy). */
  manifest: FlowIndex;
  stepId: string;
  step: Step;
  country: Country;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  /** Fills placeholders from country, params and `data`. */
  t: (text: string | undefined, data?: Record<string, unknown>) => string;
  /** A copy key of the step (`step.copy[key]`), resolved. */
  copy: (key: string, data?: Record<string, unknown>) => string;
  href: (target: Target, ctx?: Partial<RouteContext>) => string;
  go: (target: Target, ctx?: Partial<RouteContext>) => void;
  /**
   * The step's exit of that name (`exits` in its JSON): where the screen's own
   * code sends the person, never a step id written in code. `more` adds what only
   * the screen knows (the query of the address chosen).
   */
  exit: (name: string, more?: Pick<Target, 'query' | 'params'>) => Target;
}

/** An exit of the step, with the screen's own query and parameters added. */
export function exitOf(step: Step, name: string, more?: Pick<Target, 'query' | 'params'>): Target {
  const target = 'exits' in step ? step.exits?.[name] : undefined;
  if (!target) throw new Error(`The step has no exit "${name}" (add it under "exits" in its flow file)`);
  if (!more) return target;
  const query = target.query || more.query ? { ...target.query, ...more.query } : undefined;
  const params = target.params || more.params ? { ...target.params, ...more.params } : undefined;
  return { ...target, ...(query && { query }), ...(params && { params }) };
}

const FlowContext = createContext<Flow | null>(null);

export function FlowProvider(props: {
  manifest: FlowIndex;
  stepId: string;
  step: Step;
  country: Country;
  children: ReactNode;
}) {
  const { manifest, stepId, step, country } = props;
  const params = useParams();
  const [search] = useSearchParams();
  const { key } = useLocation();
  // A link's token or sessionUuid left the address as the page opened (link-credentials.ts):
  // its history entry (the location's key) still holds it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry may hold other credentials
  const query = useMemo(() => withLinkCredentials(search), [search, key]);
  const navigate = useNavigate();

  const value = useMemo<Flow>(() => {
    const t = (text: string | undefined, data?: Record<string, unknown>) =>
      text ? resolveCopy(text, { country, params, data }) : '';
    const href = (target: Target, ctx?: Partial<RouteContext>) =>
      hrefFor(manifest, target, {
        params: { ...params, ...ctx?.params },
        values: { country, ...ctx?.values },
      });
    return {
      manifest,
      stepId,
      step,
      country,
      params,
      query,
      t,
      copy: (key, data) => t(step.copy?.[key], data),
      href,
      go: (target, ctx) => navigate(href(target, ctx), { replace: target.replace }),
      exit: (name, more) => exitOf(step, name, more),
    };
  }, [manifest, stepId, step, country, params, query, navigate]);

  return <FlowContext.Provider value={value}>{props.children}</FlowContext.Provider>;
}

export function useFlow(): Flow {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow() outside a step');
  return flow;
}
