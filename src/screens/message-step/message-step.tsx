import type { MessageStep as Message } from '../../engine/types';
import { useFlow } from '../../flow/flow-context';
import { Icon } from '../../ui/icon';
import { ProgressBar } from '../../ui/progress-bar';
import { StepButtons } from '../step-buttons';
import { StepHeading } from '../step-heading';

/** A message step: icon, title, paragraphs and buttons, all from the manifest. */
export function MessageStep() {
  const flow = useFlow();
  const step = flow.step as Message;
  return (
    <div className="page page-center">
      {step.progress ? <ProgressBar {...step.progress} /> : null}
      {step.icon ? <Icon name={step.icon} /> : null}
      <StepHeading title={step.title} text={step.text} />
      <StepButtons buttons={step.buttons} />
    </div>
  );
}
export default MessageStep;
