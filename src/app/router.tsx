// The route table comes from the manifest: one route per step path, exact
// unless the step says `"match": "prefix"`, and the `*` step as the fallback.
import { type ComponentType, Suspense, use, useEffect, useMemo, useState } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { stepShown } from '../adapters/flow-events';
import type { Country } from '../config/country';
import { stepPromise } from '../engine/flow-loader';
import { asList } from '../engine/paths';
import { shellText } from '../engine/shell-copy';
import type { FlowIndex, Manifest, Step, StepSource } from '../engine/types';
import { FlowProvider } from '../flow/flow-context';
import { screens } from '../screens/registry';
import { Spinner } from '../ui/spinner';
import { forgetFlow } from './end-of-flow';
import { FormStep, MessageStep, preloadStep, type RouteHandle } from './loading';
import { routesThatCanMatch } from './route-match';
import { Shell } from './shell';

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
  if (promise.status !== 'fulfilled') void preloadStep(source, stepId, country, props.Screen).catch(() => undefined);
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
    const handle: RouteHandle = { preload: () => preloadStep(source, stepId, countryFor(stepId), Screen) };
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
