// The route table comes from the manifest: one route per step path, exact
// unless the step says `"match": "prefix"`, and the `*` step as the fallback.
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import type { Country } from '../config/country';
import { asList } from '../engine/paths';
import type { Manifest } from '../engine/types';
import { MessageStep } from '../screens/message-step/message-step';
import { screens } from '../screens/registry';
import { Spinner } from '../ui/spinner';
import { FlowProvider } from './flow-context';
import { Shell } from './shell';

// RJSF and the validators stay off the first screen's critical path.
const FormStep = lazy(() => import('../screens/form-step/form-step'));

function screenFor(manifest: Manifest, stepId: string): ComponentType {
  const step = manifest.steps[stepId];
  if (!step) throw new Error(`Unknown step ${stepId}`);
  if (step.kind === 'form') return FormStep;
  if (step.kind === 'message') return MessageStep;
  const screen = screens[step.screen];
  if (screen) return screen;
  // flows:check refuses this before a build; should one slip through, only this
  // route breaks (the person sees a way out), not the whole app.
  console.error(`Step "${stepId}" names screen "${step.screen}", which is not registered`);
  return MissingScreen;
}

function MissingScreen() {
  return (
    <div className="page page-center">
      <h1>Esta pantalla no está disponible</h1>
      <p className="lead">Intenta más tarde o escríbenos por el chat.</p>
    </div>
  );
}

export function routesFor(manifest: Manifest, countryFor: (stepId: string) => Country): RouteObject[] {
  const children: RouteObject[] = Object.entries(manifest.steps).flatMap(([stepId, step]) => {
    const Screen = screenFor(manifest, stepId);
    const element = (
      <FlowProvider key={stepId} manifest={manifest} stepId={stepId} country={countryFor(stepId)}>
        <Suspense fallback={<Spinner label="Cargando" />}>
          <Screen />
        </Suspense>
      </FlowProvider>
    );
    return asList(step.path).map((path) => ({
      path: step.match === 'prefix' && path !== '*' ? `${path}/*` : path,
      element,
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
  return useRoutes(routes);
}
