// Shows the identity widget through its adapter: a spinner while it loads, and
// when it cannot load (offline, blocked, slow) a message and a retry instead.
import { useEffect, useId, useRef, useState } from 'react';
import { loadIdentity } from '../../adapters/identity/identity';
import type { IdentityResult } from '../../adapters/identity/identity-types';
import { config } from '../../config/env';
import { useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

interface Props {
  metadata: Record<string, string>;
  identityId?: string;
  onFinish: (result: IdentityResult) => void;
}

export function IdentityWidget({ metadata, identityId, onFinish }: Props) {
  const flow = useFlow();
  const host = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const [attempt, setAttempt] = useState(0);
  const timeoutMs = Number(flow.step.rules?.widgetTimeoutSeconds ?? 15) * 1000;
  // The callback may change on every render; the widget must not be mounted again for that.
  const finish = useRef(onFinish);
  finish.current = onFinish;
  const meta = JSON.stringify(metadata);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` ('Intentar de nuevo') mounts the widget again
  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    let active = true;
    let unmount = () => {};
    setState('loading');
    void loadIdentity(config.identityClientId, timeoutMs).then((adapter) => {
      if (!active) return;
      unmount = adapter.mount(el, {
        clientId: config.identityClientId,
        flowId: config.identityFlowId,
        metadata: JSON.parse(meta) as Record<string, string>,
        ...(identityId ? { identityId } : {}),
        timeoutMs,
        onFinish: (result) => finish.current(result),
        onReady: () => active && setState('ready'),
        onUnavailable: () => active && setState('unavailable'),
      });
    });
    return () => {
      active = false;
      unmount();
    };
  }, [meta, identityId, timeoutMs, attempt]);

  return (
    <section className="identity-widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {flow.copy('widgetTitle')}
      </h2>
      {state === 'loading' ? <Spinner label={flow.copy('widgetLoading')} /> : null}
      {state === 'unavailable' ? (
        <div role="alert">
          <p>{flow.copy('widgetUnavailable')}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {flow.copy('widgetRetry')}
          </Button>
        </div>
      ) : null}
      <div ref={host} hidden={state === 'unavailable'} />
    </section>
  );
}
