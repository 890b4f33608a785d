import type { FieldTemplateProps } from '@rjsf/utils';
import { shellText } from '../../engine/shell-copy';
import { useFormValue } from '../form-model';
import type { FormContext } from '../form-types';

/**
 * `ui:options.showWhen: { field: value }` shows a field only while another has
 * that value ('Otros' → the free-text business type); `hideUnless: setting`
 * hides it when the country profile turns that setting off (no zip code).
 */
function useShown(props: FieldTemplateProps): boolean {
  const options = (props.uiSchema?.['ui:options'] ?? {}) as {
    showWhen?: Record<string, unknown>;
    hideUnless?: string;
  };
  const ctx = props.registry.formContext as FormContext | undefined;
  const showWhen = Object.entries(options.showWhen ?? {});
  const matches = useFormValue(ctx?.model, (data) => showWhen.every(([k, v]) => data[k] === v));
  if (!ctx) return true;
  if (options.hideUnless && !(ctx.country as Record<string, unknown>)[options.hideUnless]) return false;
  return matches;
}

/** Label above a full-width control, the Spanish message under it. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, children, errors, help, hidden, classNames, schema } = props;
  const shown = useShown(props);
  if (hidden || !shown) return null;
  // The root object and checkboxes label themselves.
  const showLabel = displayLabel && schema.type !== 'object' && schema.type !== 'boolean';
  return (
    <div className={`field ${classNames ?? ''}`}>
      {showLabel ? (
        <label htmlFor={id}>
          {label}
          {required ? null : <span className="field-hint"> {shellText('optional')}</span>}
        </label>
      ) : null}
      {children}
      {errors}
      {help}
    </div>
  );
}
