// The error modal of spec section 8. Server text is rendered as text (React
// escapes it), never as HTML.
import { useNavigate } from 'react-router';
import type { ApiError } from '../api/api-error';
import { errorText, isWrongVerification } from '../api/error-text';
import { clearAllCallErrors, useFirstCallError } from '../calls/call-state';
import { hrefFor } from '../engine/next-step';
import { shellText } from '../engine/shell-copy';
import { flowIndex } from '../generated/flow-index';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/** Shows the first stored call error; closing clears them all (a wrong verification goes back to the start). */
export function ErrorModal() {
  const error = useFirstCallError();
  const navigate = useNavigate();
  if (!error) return null;
  const close = () => {
    clearAllCallErrors();
    if (isWrongVerification(error)) navigate(hrefFor(flowIndex, flowIndex.routing.wrongVerification, { params: {} }));
  };
  return <ErrorDialog error={error} onClose={close} />;
}

/** The modal for one error (the screen gallery shows one of each kind). */
export function ErrorDialog({ error, onClose }: { error: ApiError; onClose: () => void }) {
  return (
    <Modal
      title={shellText('errorTitle')}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {shellText('errorClose')}
        </Button>
      }
    >
      <p>{errorText(error)}</p>
    </Modal>
  );
}
