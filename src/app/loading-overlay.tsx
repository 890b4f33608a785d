import { useAnyCallPending } from '../calls/call-state';
import { shellText } from '../engine/shell-copy';
import { Spinner } from '../ui/spinner';

/** Covers the screen while any call is pending, so nothing is tapped twice. */
export function LoadingOverlay() {
  const pending = useAnyCallPending();
  if (!pending) return null;
  return (
    <div className="overlay" data-testid="loading-overlay">
      <Spinner label={shellText('loading')} />
    </div>
  );
}
