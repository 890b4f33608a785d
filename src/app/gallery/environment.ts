// What the gallery changes in the page while it is open, and puts back when it
// closes. Many screens on one page would otherwise fight: each autofocuses its
// first input (the page would jump to the last one), a modal made with
// showModal() would make the whole page inert, and the app's calls and drafts
// would leave sample data in this tab's session.

import { useAdvisorStore } from '../../state/advisor-store';
import { resetAllStores } from '../../state/all-calls';
import { anyLoading } from '../../state/call-state';
import { useCatalogsStore } from '../../state/catalogs-store';
import { useCollateralStore } from '../../state/collateral-store';
import { useContractStore } from '../../state/contract-store';
import { useOperationsStore } from '../../state/operations-store';
import { useOriginationStore } from '../../state/origination-store';
import { installFetchShim } from './fetch-shim';

const STORES = [
  useOriginationStore,
  useCollateralStore,
  useCatalogsStore,
  useAdvisorStore,
  useContractStore,
  useOperationsStore,
];

/** No tracked call is running: a preview that started one has its answer. */
export function settled(): boolean {
  return !STORES.some((s) => anyLoading(s.getState()));
}

let still = false;

/**
 * While previews mount, programmatic focus does nothing: screens autofocus
 * their first input, and focus passing from one preview to the next would
 * count as the person leaving a field (its message would show on an empty form).
 */
export function holdFocus(hold: boolean): void {
  still = hold;
}

/** Sets the page up for the gallery; the returned function undoes every change. */
export function prepareGallery(): () => void {
  const session = Object.entries(sessionStorage);
  const removeShim = installFetchShim();
  const { focus } = HTMLElement.prototype;
  const dialog = typeof HTMLDialogElement === 'undefined' ? null : HTMLDialogElement.prototype;
  const showModal = dialog?.showModal;
  // Focus moves, the page does not scroll to it.
  HTMLElement.prototype.focus = function focusInPlace(options?: FocusOptions) {
    if (!still) focus.call(this, { ...options, preventScroll: true });
  };
  // A modal shows inside its preview, and leaves the rest of the page usable.
  // show() focuses inside the dialog, which would scroll the page to it: keep the page still.
  if (dialog)
    dialog.showModal = function showInPlace() {
      const [x, y] = [window.scrollX, window.scrollY];
      const before = document.activeElement;
      // jsdom (tests) has no show(): the open attribute is what it does to the element.
      if (typeof this.show === 'function') this.show();
      else this.setAttribute('open', '');
      if (still && before instanceof HTMLElement) focus.call(before, { preventScroll: true });
      window.scrollTo(x, y);
    };
  resetAllStores();
  return () => {
    still = false;
    removeShim();
    HTMLElement.prototype.focus = focus;
    if (dialog && showModal) dialog.showModal = showModal;
    resetAllStores();
    sessionStorage.clear();
    for (const [k, v] of session) sessionStorage.setItem(k, v);
  };
}
