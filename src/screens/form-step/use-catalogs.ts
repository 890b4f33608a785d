// The option lists a form step names (`catalogs`), loaded once per visit, and the
// ones whose load failed, for 'Intentar de nuevo'.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationName, operations } from '../../api/registry';
import type { Run } from '../../calls/run';

/** An operation that loads a catalog: one called with no input. Which loads which is the manifest's `catalogs`. */
type CatalogOperation = {
  [K in OperationName]: (typeof operations)[K]['call'] extends () => unknown ? K : never;
}[OperationName];

/** `loaders`: catalog name (as a step's JSON lists it) → the operation that loads it (the manifest's `catalogs`). */
export function useCatalogs(names: readonly string[] | undefined, loaders: Record<string, string>, run: Run) {
  const [catalogs, setCatalogs] = useState<Record<string, unknown> | null>(names?.length ? null : {});
  // Catalogs whose load failed: without them a required list stays empty, so the
  // person is told and can ask for them again ('Intentar de nuevo').
  const [failedCatalogs, setFailedCatalogs] = useState<readonly string[]>([]);
  // What the retry asks for, current even before the screen re-renders: a tap that
  // lands just after the answer (a triple tap) asks for nothing.
  const failedNow = useRef<readonly string[]>([]);
  const loadingCatalogs = useRef(false);
  const loadCatalogs = useCallback(
    async (names: readonly string[]) => {
      if (loadingCatalogs.current || names.length === 0) return; // a double tap asks once
      loadingCatalogs.current = true;
      try {
        const results = await Promise.all(
          names.map(async (name) => {
            // flows:check has made sure the manifest names a registered operation for each catalog.
            const op = loaders[name] as CatalogOperation;
            const r = await run(op);
            return { name, ok: r.ok, data: r.ok ? r.data : [] };
          }),
        );
        setCatalogs((before) => ({ ...before, ...Object.fromEntries(results.map((r) => [r.name, r.data])) }));
        failedNow.current = results.filter((r) => !r.ok).map((r) => r.name);
        setFailedCatalogs(failedNow.current);
      } finally {
        loadingCatalogs.current = false;
      }
    },
    [run, loaders],
  );

  // Once per mount: under StrictMode the effect runs twice, and the second run's
  // calls would be skipped as already running (and come back empty).
  const catalogsRequested = useRef(false);
  useEffect(() => {
    if (!names?.length || catalogsRequested.current) return;
    catalogsRequested.current = true;
    void loadCatalogs(names);
  }, [names, loadCatalogs]);

  return { catalogs, failedCatalogs, retry: () => void loadCatalogs(failedNow.current) };
}
