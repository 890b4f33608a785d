import type { WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../../form/form-types';
import { SelectWidget } from '../../form/theme/select-widget';
import { catalogOptions } from './catalog-options';

/** A native select whose options come from a catalog the step loaded (`ui:options.catalog`). */
export function CatalogSelect(props: WidgetProps) {
  const { catalogs, country } = props.registry.formContext as FormContext;
  const name = String(props.options.catalog ?? '');
  const enumOptions = catalogOptions(name, catalogs[name], country.groceryLabel);
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
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
