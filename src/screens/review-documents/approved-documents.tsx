// Documents approved (spec 2): a message whose button goes on to the signature,
// /{user_type_id}/{user_id}/{person_type}/singning. This step has no route
// parameters, so the review hands the ids over in the query.

import { hasIds, signingLink } from '../../domain/signing-link';
import type { CustomStep } from '../../engine/types';
import { useFlow } from '../../flow/flow-context';
import { Icon } from '../../ui/icon';
import { LinkButtons } from '../link-buttons';
import { StepHeading } from '../step-heading';

export default function ApprovedDocuments() {
  const flow = useFlow();
  const step = flow.step as CustomStep;
  const link = signingLink(flow.params, flow.query);
  const complete = hasIds(link, ['user_type_id', 'user_id', 'person_type']);
  return (
    <div className="page page-center">
      {step.icon ? <Icon name={step.icon} /> : null}
      <StepHeading title={step.title} text={step.text} />
      {complete ? (
        <LinkButtons buttons={step.buttons ?? []} link={link} />
      ) : (
        <p role="alert">{flow.copy('incompleteLink')}</p>
      )}
    </div>
  );
}
