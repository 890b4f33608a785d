// 'Reenviar' and, while its lock runs, the time left: the code screen and both NIP
// screens draw it the same way (spec 4's resend lock).

import { useFlow } from '../flow/flow-context';
import { Button } from '../ui/button';
import { mmss } from '../ui/use-countdown';

/** `left`: seconds until 'Reenviar' takes a tap again; 0 when it does. */
export function ResendLink({ left, onResend }: { left: number; onResend: () => void }) {
  const flow = useFlow();
  return (
    <>
      <Button variant="link" onClick={onResend} disabled={left > 0}>
        {flow.copy('resend')}
      </Button>
      {left > 0 ? (
        // A timer, not a live region: read when reached, not announced every second.
        <p className="field-hint" role="timer">
          {flow.copy('resendIn', { countdown: mmss(left) })}
        </p>
      ) : null}
    </>
  );
}
