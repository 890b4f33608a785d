import { type ReactNode, useEffect, useId, useRef } from 'react';

/** What Tab can land on inside the dialog. */
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes back to the first, and Shift+Tab from the
 * first to the last. showModal() makes the page behind inert, but the browser
 * still lets Tab leave the dialog for its own address bar, and a person on a
 * keyboard or switch then loses their place.
 */
function keepTabInside(dialog: HTMLDialogElement, e: KeyboardEvent) {
  if (e.key !== 'Tab') return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  const at = document.activeElement;
  if (!first || !last) e.preventDefault();
  else if (e.shiftKey && (at === first || !dialog.contains(at))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (at === last || !dialog.contains(at))) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * An accessible dialog on the native <dialog> element: showModal() makes the
 * rest of the page inert, Tab goes round its controls, Escape closes it; focus
 * goes back to where it was (the control that opened it) when it closes.
 */
export function Modal({
  title,
  children,
  onClose,
  actions,
}: {
  title: string;
  children?: ReactNode;
  onClose: () => void;
  actions: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const before = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (e: Event) => {
      e.preventDefault();
      closeRef.current();
    };
    const onKeyDown = (e: KeyboardEvent) => keepTabInside(dialog, e);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      before?.focus?.();
    };
  }, []);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId}>
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div className="modal-body">{children}</div>
      <div className="modal-actions">{actions}</div>
    </dialog>
  );
}
