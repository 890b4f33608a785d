// A text field's messages, checked at once while its keys wait for a pause in
// typing (see useTypedValue): the same validator, data, rules and messages rjsf
// uses, for one field, without the pass over the whole form.
import type { CustomValidator, ErrorTransformer, UiSchema } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormBehaviour } from '../../form/form-types';
import type { FormData, FormValues } from '../../form/form-values';
import { type PendingInputs, type TypedChecks, typedMessages } from '../../form/theme/typed-value';
import { saveDrafts } from './draft';
import { fieldMessages } from './field-messages';
import type { LoadedStep } from './load-step';

/** What the check reads: what rjsf is given at the last render. */
interface CheckedWith {
  loaded: LoadedStep | undefined;
  customValidate: CustomValidator | undefined;
  uiSchema: UiSchema | undefined;
  messages: { transformErrors: ErrorTransformer };
  /** The step's behaviours: a field one watches (FormBehaviour.watches) reaches the form at each key. */
  named: FormBehaviour[];
}

/**
 * The form's checks (for its formContext). The keys still waiting are sent when
 * the page goes away or is hidden (a reload, another app): the draft keeps them.
 */
export function useTypedChecks(values: FormValues, pending: PendingInputs, with_: CheckedWith): TypedChecks {
  const now = useRef(with_);
  now.current = with_;
  const [checks] = useState(
    (): TypedChecks => ({
      shown: typedMessages(),
      messagesFor(name, value) {
        const { loaded, customValidate, uiSchema, messages, named } = now.current;
        if (!loaded || named.some((b) => b.watches?.includes(name))) return null;
        try {
          // As rjsf does: a JSON round trip drops the fields left empty (undefined).
          const data = JSON.parse(JSON.stringify({ ...values.getState(), [name]: value })) as FormData;
          const { schema, validator } = loaded;
          const { transformErrors } = messages;
          return fieldMessages({ validator, schema, uiSchema, customValidate, transformErrors }, name, data);
        } catch {
          // A check that fails leaves the field to the form, which hears of every key then.
          return null;
        }
      },
    }),
  );
  useEffect(() => {
    const sendWaiting = () => {
      flushSync(() => {
        for (const send of [...pending]) send();
      });
      // Whichever listener runs first, the draft now holds those keys.
      saveDrafts();
    };
    // A phone that switches apps may drop the tab without pagehide: hidden counts as leaving.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') sendWaiting();
    };
    window.addEventListener('pagehide', sendWaiting);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', sendWaiting);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [pending]);
  return checks;
}
