import type { WidgetProps } from '@rjsf/utils';
import { useFormValue } from '../../form/form-model';
import type { FormContext } from '../../form/form-types';
import { SelectWidget } from '../../form/theme/select-widget';
import { useHydrated } from '../../ui/hydration';
import { birthYears, daysInMonth } from './birth-date';

const asOptions = (values: number[]) => values.map((v) => ({ value: v, label: String(v) }));

/** The day list follows the chosen month (29 for February). */
export function DaySelect(props: WidgetProps) {
  const { model } = props.registry.formContext as FormContext;
  const month = useFormValue(model, (data) => data.month as number | undefined);
  const days = Array.from({ length: daysInMonth(month) }, (_, i) => i + 1);
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: asOptions(days) }} />;
}

/**
 * 82 years, newest first, ending 18 years before this year. While React adopts
 * the build's markup of the page (ui/hydration.tsx), the build's year: the list
 * it rendered, which may be a year old; the render after reads the clock.
 */
export function YearSelect(props: WidgetProps) {
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: asOptions(birthYears(year)) }} />;
}
