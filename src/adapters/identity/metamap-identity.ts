// The MetaMap form of the identity adapter: the vendor's web button, a custom
// element defined by its script. Imported only through loadIdentity(), so this
// code (and the script it adds) reaches only the screen that shows the widget.
import { IDENTITY_TIMEOUT_MS, type IdentityAdapter } from './identity-types';

export const METAMAP_SCRIPT_URL = 'https://web-button.metamap.com/button.js';
const TAG = 'metamap-button';
const FINISHED = 'metamap:userFinishedSdk';
const EXITED = 'metamap:exitedSdk';

let loading: Promise<void> | null = null;

/** Adds the script once; a failed load is forgotten (and its tag removed) so a retry adds it again. */
function scriptReady(): Promise<void> {
  if (customElements.get(TAG)) return Promise.resolve();
  if (!loading) {
    const script = document.createElement('script');
    script.src = METAMAP_SCRIPT_URL;
    script.async = true;
    const attempt = new Promise<void>((resolve, reject) => {
      script.addEventListener('error', () => reject(new Error('The MetaMap script could not load')));
      void customElements.whenDefined(TAG).then(() => resolve());
    });
    attempt.catch(() => {
      script.remove();
      if (loading === attempt) loading = null;
    });
    loading = attempt;
    document.head.append(script);
  }
  return loading;
}

/** The script, ready within `ms` or a rejection. A late script still defines the element for a retry. */
function scriptReadyWithin(ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('The MetaMap script took too long')), ms);
  });
  return Promise.race([scriptReady(), late]).finally(() => clearTimeout(timer));
}

export const metamapIdentity: IdentityAdapter = {
  mount(el, opts) {
    let active = true;
    let button: HTMLElement | null = null;
    // The web button says only that the person finished or left; the verdict comes from the status call.
    const finished = () => opts.onFinish('under_review');
    const exited = () => opts.onFinish('cancelled');

    scriptReadyWithin(opts.timeoutMs ?? IDENTITY_TIMEOUT_MS).then(
      () => {
        if (!active) return;
        button = document.createElement(TAG);
        button.setAttribute('clientid', opts.clientId);
        button.setAttribute('flowid', opts.flowId);
        button.setAttribute('metadata', JSON.stringify(opts.metadata));
        if (opts.identityId) button.setAttribute('identityid', opts.identityId);
        button.addEventListener(FINISHED, finished);
        button.addEventListener(EXITED, exited);
        el.append(button);
        opts.onReady?.();
      },
      () => {
        if (active) opts.onUnavailable?.();
      },
    );

    return () => {
      active = false;
      button?.removeEventListener(FINISHED, finished);
      button?.removeEventListener(EXITED, exited);
      button?.remove();
    };
  },
};
