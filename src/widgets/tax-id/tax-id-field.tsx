import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { FormContext } from '../../screens/form-step/form-types';
import { cleanTaxId, formatTaxId } from './tax-id';

/**
 * The tax id input: stripped of anything but letters and digits and upper-cased
 * as typed, shown 3-7-1 with dashes when the profile formats it, with the
 * profile's lookup link below.
 */
export function TaxIdField(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, rawErrors, options } = props;
  const { country } = props.registry.formContext as FormContext;
  const clean = typeof value === 'string' ? value : '';
  const shown = country.formatTaxId ? formatTaxId(clean) : clean;
  const digitsOnly = country.formatTaxId;
  return (
    <>
      <input
        id={id}
        name={name}
        className="input"
        type="text"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={country.taxIdLength + (country.formatTaxId ? 2 : 0)}
        value={shown}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(cleanTaxId(e.target.value).slice(0, country.taxIdLength) || undefined)}
        onBlur={() => onBlur(id, value)}
      />
      <a className="field-hint" href={country.taxIdLookupUrl} target="_blank" rel="noopener noreferrer">
        {String(options.lookupLabel ?? '')}
      </a>
    </>
  );
}

/** 'Mi RFC es correcto': enabled only once the tax id has the profile's length. */
export function TaxIdConfirm(props: WidgetProps) {
  const { formData, country } = props.registry.formContext as FormContext;
  const ready = typeof formData.rfc === 'string' && formData.rfc.length === country.taxIdLength;
  const { CheckboxWidget } = props.registry.widgets;
  if (!CheckboxWidget) return null;
  return <CheckboxWidget {...props} disabled={!ready} value={ready ? props.value : false} />;
}
