import type { ApiError } from '../api/api-error';
import { useAdvisorStore } from './advisor-store';
import { anyLoading, firstError } from './call-state';
import { useCatalogsStore } from './catalogs-store';
import { useCollateralStore } from './collateral-store';
import { useContractStore } from './contract-store';
import { useOperationsStore } from './operations-store';
import { useOriginationStore } from './origination-store';

/** What the cross-slice helpers need of a store, whatever its keys. */
interface AnyCallStore {
  getState(): { clearErrors(): void };
  getInitialState(): unknown;
  setState(state: never, replace: true): void;
}

const ALL_STORES: readonly AnyCallStore[] = [
  useOriginationStore,
  useCollateralStore,
  useCatalogsStore,
  useAdvisorStore,
  useContractStore,
  useOperationsStore,
];

/** True while a call of any store is running (the gallery waits for a preview's calls with it). */
export function anyCallRunning(): boolean {
  return ALL_STORES.some((store) => anyLoading(store.getState()));
}

/**
 * True while any origination, collateral, catalog or advisor call is pending: the loading
 * overlay (spec 2, 'Global overlays' names these four). Contract and operations calls are
 * left out on purpose: the review screen polls the identity status under its own countdown,
 * and an overlay every 30 s would hide it.
 */
export function useAnyCallPending(): boolean {
  // Every hook runs on every render (rules of hooks), so no short-circuit here.
  const origination = useOriginationStore(anyLoading);
  const collateral = useCollateralStore(anyLoading);
  const catalogs = useCatalogsStore(anyLoading);
  const advisor = useAdvisorStore(anyLoading);
  return origination || collateral || catalogs || advisor;
}

/**
 * The error the modal shows: the first stored error of any slice. A screen that handles an
 * error itself (already signed, consent failure) should not store it, or reset its key.
 */
export function useFirstCallError(): ApiError | null {
  const errors = [
    useOriginationStore(firstError),
    useCollateralStore(firstError),
    useCatalogsStore(firstError),
    useAdvisorStore(firstError),
    useContractStore(firstError),
    useOperationsStore(firstError),
  ];
  return errors.find((e) => e !== null) ?? null;
}

/** The error modal's close: clears every error state (spec 8); data stays. */
export function clearAllCallErrors(): void {
  for (const store of ALL_STORES) store.getState().clearErrors();
}

/** Every slice back to its initial state (tests, and 'Cambiar número' style restarts). */
export function resetAllStores(): void {
  for (const store of ALL_STORES) store.setState(store.getInitialState() as never, true);
}
