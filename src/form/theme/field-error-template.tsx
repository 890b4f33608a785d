import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** The field's messages, tied to the control by id (aria-describedby) and announced. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const id = errorId(fieldPathId);
  const list = (errors ?? []).filter((e): e is string => typeof e === 'string' && e.length > 0);
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
