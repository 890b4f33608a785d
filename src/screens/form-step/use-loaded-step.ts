// The step's schema, uiSchema and validator for the form step (load-step.ts loads them).
import { startTransition, useEffect, useState } from 'react';
import { type LoadedStep, loadedStep, loadStep } from './load-step';

/** The step's schema, uiSchema and validator: at once when preloaded (a deep link), else once they arrive. */
export function useLoadedStep(country: string, schemaName: string): LoadedStep | undefined {
  // At hand when the route was preloaded: the form's first render is the whole form.
  const [loaded, setLoaded] = useState<LoadedStep | undefined>(() => loadedStep(country, schemaName));
  useEffect(() => {
    if (loaded) return;
    // A transition: the whole form's first render runs in slices, not one long task.
    void loadStep(country, schemaName).then((l) => startTransition(() => setLoaded(l)));
  }, [loaded, country, schemaName]);
  return loaded;
}
