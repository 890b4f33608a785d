// What the gallery changes in the page while it is open, and puts back when it
// closes. Many screens on one page would otherwise fight: each autofocuses its
// first input (the page would jump to the last one), a modal made with
// showModal() would make the whole page inert, and the app's calls and drafts
// would leave sample data in this tab's session. The sandbox and the third
// parties (maps, identity widget) answer from sample data, and a screen that
// would send the browser elsewhere (the guarantor's consent) stays.

import { anyCallRunning, resetAllCalls } from '../src/calls/call-state';
import type { Country } from '../src/config/country';
import { browser } from '../src/screens/aval-consent/leave';
import { samplesFor } from './sample-data';
import { installAnswers } from './sandbox-answers';
import { installStandIns } from './stand-ins';

/** No tracked call is running: a preview that started one has its answer. */
export function settled(): boolean {
  return !anyCallRunning();
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

/** Sets the page up for the gallery (`countries`: the profiles shown, the first answering by default); returns its undo. */
export function prepareGallery(countries: Country[]): () => void {
  const session = Object.entries(sessionStorage);
  const first = countries[0];
  const removeAnswers = installAnswers(first ? samplesFor(first).answers : {});
  const removeStandIns = installStandIns(countries);
  const { assign } = browser;
  browser.assign = () => undefined;
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
      if (still) {
        // Focus goes back where it was; from the page itself, nowhere (no focus ring on a preview).
        if (before instanceof HTMLElement && before !== document.body) focus.call(before, { preventScroll: true });
        else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      }
      window.scrollTo(x, y);
    };
  resetAllCalls();
  return () => {
    still = false;
    removeAnswers();
    removeStandIns();
    browser.assign = assign;
    HTMLElement.prototype.focus = focus;
    if (dialog && showModal) dialog.showModal = showModal;
    resetAllCalls();
    sessionStorage.clear();
    for (const [k, v] of session) sessionStorage.setItem(k, v);
  };
}
