// The route table comes from the manifest: one route per step path, exact
// unless the step says `"match": "prefix"`, and the `*` step as the fallback.
import { type ComponentType, Suspense, use, useEffect, useMemo, useState } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { stepShown } from '../adapters/flow-events';
import type { Country } from '../config/country';
import { stepPromise } from '../engine/flow-loader';
import { asList } from '../engine/paths';
import { shellText } from '../engine/shell-copy';
import type { FlowIndex, Manifest, Step, StepSource } from '../engine/types';
import { FlowProvider } from '../screens/flow-context';
import { lazyScreen, preloadScreen } from '../screens/lazy-screen';
import { screens } from '../screens/registry';
import { Spinner } from '../ui/spinner';
import { forgetFlow } from './end-of-flow';
import { Shell } from './shell';

// RJSF and the validators stay off the first screen's critical path.
const FormStep = lazyScreen(() => import('../screens/form-step/form-step'));
const MessageStep = lazyScreen(() => import('../screens/message-step/message-step'));

/**
 * Everything a step's first render waits for — its definition (copy), its
 * screen's chunk and, for a form, its module (validator, schema, uiSchema) —
 * started together, so that a slow network pays one round trip instead of
 * three in a row. The module cache makes the later imports free.
 */
function preload(source: StepSource, stepId: string, country: Country, Screen: ComponentType): Promise<unknown> {
  const entry = source.index.steps[stepId];
  const loads: Promise<unknown>[] = [stepPromise(source, stepId), preloadScreen(Screen)];
  const schema = entry?.kind === 'form' ? entry.schema : undefined;
  // The map of step modules is in a lazy chunk (kept off the first screen).
  if (schema) loads.push(import('../screens/form-step/step-modules').then((m) => m.stepModule(country.code, schema)));
  return Promise.all(loads);
}

function screenFor(manifest: FlowIndex, stepId: string): ComponentType {
  const step = manifest.steps[stepId];
  if (!step) throw new Error(`Unknown step ${stepId}`);
  if (step.kind === 'form') return FormStep;
  if (step.kind === 'message') return MessageStep;
  const screen = step.screen ? screens[step.screen] : undefined;
  if (screen) return screen;
  // flows:check refuses this before a build; should one slip through, only this
  // route breaks (the person sees a way out), not the whole app.
  console.error(`Step "${stepId}" names screen "${step.screen}", which is not registered`);
  return MissingScreen;
}

function MissingScreen() {
  return (
    <div className="page page-center">
      <h1>{shellText('screenMissingTitle')}</h1>
      <p className="lead">{shellText('screenMissingText')}</p>
    </div>
  );
}

/** A whole manifest is its own source: every step's definition is at hand. */
const sourceOf = (manifest: Manifest): StepSource => ({ index: manifest, step: (id) => manifest.steps[id] as Step });

interface StepProps {
  source: StepSource;
  stepId: string;
  route: string;
  country: Country;
  Screen: ComponentType;
}

/**
 * A step's screen inside its FlowProvider, once the step's definition is at hand.
 * Each time a step is shown, the observers (tracing, the usage funnel) hear of it
 * by its id and route template: the template, not the address, which carries the
 * phone number.
 *
 * React requires a component that once called use() to call it on every render
 * (else it warns "called use() to suspend in a previous render but did not call
 * use() when it finished"). So whether this route waits for its step is decided
 * once, when it mounts: a step still loading is read through StepAwaited, which
 * calls use() on every render with the step's one cached promise; a step at hand
 * is rendered as it is, with no use() at all. Calling use() with a fulfilled
 * promise for those too would be correct in a browser, but under act() (the unit
 * tests) React then stops flushing the render and the route never leaves its
 * fallback.
 */
function StepRoute(props: StepProps) {
  const { source, stepId, route, country } = props;
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address within the step (prefix steps) is a new view too
  useEffect(() => stepShown(stepId, route), [stepId, route, pathname]);
  const ends = source.index.steps[stepId]?.endsFlow === true;
  useEffect(() => {
    if (ends) forgetFlow();
  }, [ends]);
  const promise = stepPromise(source, stepId);
  // Kept for the life of the route: switching between the two would remount the screen.
  const [waits] = useState(() => promise.status !== 'fulfilled');
  if (!waits) return <StepScreen {...props} step={promise.value as Step} />;
  if (promise.status !== 'fulfilled') void preload(source, stepId, country, props.Screen).catch(() => undefined);
  return <StepAwaited {...props} promise={promise} />;
}

function StepAwaited(props: StepProps & { promise: Promise<Step> }) {
  return <StepScreen {...props} step={use(props.promise)} />;
}

function StepScreen({ source, stepId, country, Screen, step }: StepProps & { step: Step }) {
  return (
    <FlowProvider manifest={source.index} stepId={stepId} step={step} country={country}>
      <Screen />
    </FlowProvider>
  );
}

export function routesFor(from: Manifest | StepSource, countryFor: (stepId: string) => Country): RouteObject[] {
  const source = 'index' in from ? from : sourceOf(from);
  const children: RouteObject[] = Object.entries(source.index.steps).flatMap(([stepId, step]) => {
    const Screen = screenFor(source.index, stepId);
    const handle: RouteHandle = { preload: () => preload(source, stepId, countryFor(stepId), Screen) };
    return asList(step.path).map((path) => ({
      path: step.match === 'prefix' && path !== '*' ? `${path}/*` : path,
      handle,
      element: (
        <Suspense key={stepId} fallback={<Spinner label={shellText('loading')} />}>
          <StepRoute source={source} stepId={stepId} route={path} country={countryFor(stepId)} Screen={Screen} />
        </Suspense>
      ),
    }));
  });
  return [
    {
      element: <Shell />,
      children: [{ path: '/', element: <Navigate to="/home" replace /> }, ...children],
    },
  ];
}

type RouteHandle = { preload: () => Promise<unknown> };

/**
 * Loads what the step at `pathname` renders with (see preload), so that the
 * app's first render shows a deep link's screen whole: no route suspends, and
 * no 'Cargando' fallback is committed only to be replaced.
 */
export function preloadAddress(routes: RouteObject[], pathname: string): Promise<unknown> {
  // Among the routes that can match only: React Router ranks all it is given (see routesThatCanMatch),
  // and this runs in the entry's evaluation, before the first render.
  const handle = matchRoutes(routesThatCanMatch(routes, pathname), pathname)?.at(-1)?.route.handle as
    | RouteHandle
    | undefined;
  return handle ? handle.preload() : Promise.resolve();
}

/**
 * The routes as an element. Declarative routing (BrowserRouter + useRoutes)
 * rather than a data router: it is all this flow needs, and it keeps the data
 * router's code off the first screen's critical path.
 */
export function FlowRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const candidates = useMemo(() => routesThatCanMatch(routes, pathname), [routes, pathname]);
  return useRoutes(candidates);
}

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
