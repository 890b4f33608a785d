import type { Button as ButtonSpec } from '../engine/types';
import { useFlow } from '../flow/flow-context';
import { useButtonAction } from '../flow/use-action';
import { Button } from '../ui/button';

export function StepButtons({ buttons }: { buttons: ButtonSpec[] }) {
  const flow = useFlow();
  const act = useButtonAction();
  if (buttons.length === 0) return null;
  return (
    <div className="actions">
      {buttons.map((b, i) => (
        <Button key={b.label} variant={b.variant ?? (i === 0 ? 'primary' : 'secondary')} onClick={() => void act(b)}>
          {flow.t(b.label)}
        </Button>
      ))}
    </div>
  );
}
