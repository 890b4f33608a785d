import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useWaitingMessages } from '../form-model';
import type { FormContext } from '../form-types';

/**
 * The field's messages, tied to the control by id (aria-describedby) and announced.
 * While the field's keys wait for rjsf, its own check's messages (src/form/form-model.ts).
 */
export function FieldErrorTemplate({ errors, fieldPathId, registry }: FieldErrorProps) {
  const id = errorId(fieldPathId);
  const fromForm = (errors ?? []).filter((e): e is string => typeof e === 'string' && e.length > 0);
  const { model } = (registry.formContext ?? {}) as Partial<FormContext>;
  const list = useWaitingMessages(model, fieldPathId.path.join('.')) ?? fromForm;
  return (
    <div id={id} aria-live="polite">
      {list.map((e) => (
        <p key={e} className="field-error">
          {e}
        </p>
      ))}
    </div>
  );
}
