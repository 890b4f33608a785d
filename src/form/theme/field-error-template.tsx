import { errorId, type FieldErrorProps } from '@rjsf/utils';
import type { FormContext } from '../form-types';
import { useShownMessages } from './typed-value';

/**
 * The field's messages, tied to the control by id (aria-describedby) and announced.
 * While the field's keys wait for the form, its own check's messages (see useTypedValue).
 */
export function FieldErrorTemplate({ errors, fieldPathId, registry }: FieldErrorProps) {
  const id = errorId(fieldPathId);
  const fromForm = (errors ?? []).filter((e): e is string => typeof e === 'string' && e.length > 0);
  const { checks } = (registry.formContext ?? {}) as Partial<FormContext>;
  const list = useShownMessages(checks, fieldPathId.$id, fromForm);
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
