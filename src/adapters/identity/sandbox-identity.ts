// The identity widget's sandbox form, used when no client id is configured
// (local runs, tests, demos): three buttons that finish the verification with
// the result they name. The verdict the app acts on still comes from the
// identity status call (the sandbox answers it by user id: sandbox/identity.ts).
// Its labels are a developer's stand-in, not product copy: they live with the
// sandbox (sandbox/identity-copy.json), not in the flow files.
// Named imports, so a production build (no sandbox form) leaves the labels out with the form.
import { approved, rejected, under_review } from '../../../sandbox/identity-copy.json';
import type { IdentityAdapter, IdentityResult } from './identity-types';

export const SANDBOX_RESULTS: ReadonlyArray<{ result: Exclude<IdentityResult, 'cancelled'>; label: string }> = [
  { result: 'approved', label: approved },
  { result: 'rejected', label: rejected },
  { result: 'under_review', label: under_review },
];

export const sandboxIdentity: IdentityAdapter = {
  mount(el, opts) {
    const box = document.createElement('div');
    box.className = 'actions identity-sandbox';
    for (const { result, label } of SANDBOX_RESULTS) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'btn btn-secondary';
      button.textContent = label;
      button.addEventListener('click', () => opts.onFinish(result));
      box.append(button);
    }
    el.append(box);
    opts.onReady?.();
    return () => box.remove();
  },
};
