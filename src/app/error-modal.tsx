// The error modal of spec section 8. Server text is rendered as text (React
// escapes it), never as HTML.
import { useNavigate } from 'react-router-dom';
import { hrefFor } from '../engine/next-step';
import { flowIndex } from '../generated/flow-index';
import { clearAllCallErrors, useFirstCallError } from '../state/all-calls';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { errorText, isWrongVerification } from './error-text';

export function ErrorModal() {
  const error = useFirstCallError();
  const navigate = useNavigate();
  if (!error) return null;
  const wrong = isWrongVerification(error);
  const close = () => {
    clearAllCallErrors();
    if (wrong) navigate(hrefFor(flowIndex, flowIndex.routing.wrongVerification, { params: {} }));
  };
  return (
    <Modal
      title="¡Parece que hubo un error!"
      onClose={close}
      actions={
        <Button variant="primary" onClick={close}>
          Entendido
        </Button>
      }
    >
      <p>{errorText(error)}</p>
    </Modal>
  );
}
