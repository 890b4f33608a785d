import type { WidgetProps } from '@rjsf/utils';
import { shellText } from '../../engine/shell-copy';
import type { FormContext } from '../../form/form-types';
import { SelectWidget } from '../../form/theme/select-widget';
import { catalogOptions } from './catalog-options';

/**
 * A native select whose options come from a catalog the step loads (`ui:options.catalog`).
 * The form is drawn before its lists arrive (the build draws it into the step's page):
 * until its list is there, the select says it is loading and cannot be opened.
 */
export function CatalogSelect(props: WidgetProps) {
  const { catalogs, country } = props.registry.formContext as FormContext;
  const name = String(props.options.catalog ?? '');
  const loading = catalogs[name] === undefined;
  const enumOptions = catalogOptions(name, catalogs[name], country.groceryLabel);
  const options = loading
    ? { ...props.options, enumOptions, placeholder: shellText('optionsLoading') }
    : { ...props.options, enumOptions };
  return <SelectWidget {...props} disabled={props.disabled || loading} options={options} />;
}

/**
 * The neighbourhoods of the looked-up zip code. A profile without zip codes
 * (includeZipCode false) has nothing to look up: the neighbourhood is typed.
 */
export function NeighborhoodSelect(props: WidgetProps) {
  const { catalogs, country } = props.registry.formContext as FormContext;
  const { TextWidget } = props.registry.widgets;
  if (!country.includeZipCode && TextWidget) return <TextWidget {...props} />;
  const list = Array.isArray(catalogs.zipCodes) ? (catalogs.zipCodes as { neighborhood: string }[]) : [];
  const names = [...new Set(list.map((e) => e.neighborhood))];
  const current = typeof props.value === 'string' && props.value && !names.includes(props.value) ? [props.value] : [];
  const enumOptions = [...current, ...names].map((n) => ({ value: n, label: n }));
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
