import type { WidgetProps } from '@rjsf/utils';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useFormValue, useWaitingInvalid } from '../form-model';
import type { FormContext } from '../form-types';

type EntryProps = Pick<WidgetProps, 'name' | 'onChange' | 'rawErrors' | 'registry'>;

/**
 * A text field's entry: each key goes to the form's model (src/form/form-model.ts),
 * which tells rjsf once typing pauses; the field shows its own messages meanwhile.
 *
 * With `uncontrolled`, the input shows exactly what is typed and the browser draws the
 * key, so a keystroke renders nothing; a value from elsewhere (a behaviour's patch, a
 * restored draft) is written into it, but never the keys it typed itself (the caret
 * would jump).
 */
export function useEntry(props: EntryProps, uncontrolled?: RefObject<HTMLInputElement | null>) {
  const { model } = props.registry.formContext as FormContext;
  const { name, onChange } = props;
  const own = useWaitingInvalid(model, name);
  const typed = useRef<unknown>(model.data.getState()[name]);
  useLayoutEffect(() => {
    if (!uncontrolled) return;
    return model.data.subscribe((data) => {
      const value = data[name];
      if (Object.is(value, typed.current)) return;
      typed.current = value;
      const input = uncontrolled.current;
      if (input && input.value !== asText(value)) input.value = asText(value);
    });
  }, [model, name, uncontrolled]);
  return {
    type: (value: unknown) => {
      typed.current = value;
      model.type(name, value, onChange);
    },
    /** Leaving the field: rjsf hears of its last key now. */
    flush: () => model.flush(name),
    /** Whether the field shows a message: its own check's while keys wait, else the form's. */
    invalid: own ?? (props.rawErrors?.length ?? 0) > 0,
  };
}

/** For an input that rewrites what is typed (digits only, a mask): its value as the model holds it. */
export function useEntryValue(props: Pick<WidgetProps, 'name' | 'registry'>): unknown {
  const { model } = props.registry.formContext as FormContext;
  return useFormValue(model, (data) => data[props.name]);
}

export const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
