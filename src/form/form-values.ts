// The data of a form step as rjsf last reported it, for the few readers outside
// the field that holds it: the step's 'Continuar', a field shown only while
// another has some value, the days of the chosen month.
import { createStore, type StoreApi, useStore } from 'zustand';
/** A form step's data, by field name. */
export type FormData = Record<string, unknown>;

export type FormValues = StoreApi<FormData>;

export const formValues = (initial: FormData): FormValues => createStore<FormData>(() => initial);

const none = formValues({});

/** What `pick` answers from the form's data; re-renders only when that answer changes. */
export function useFormValue<T>(values: FormValues | undefined, pick: (data: FormData) => T): T {
  return useStore(values ?? none, pick);
}
