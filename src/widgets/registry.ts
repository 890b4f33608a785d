// Widgets by the name a step's uiSchema uses (`"ui:widget": "daySelect"`).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { DaySelect, YearSelect } from './birth-date/birth-date-selects';
import { CatalogSelect, NeighborhoodSelect } from './catalog-select/catalog-select';
import { PasswordField } from './password-field/password-field';
import { TaxIdConfirm, TaxIdField } from './tax-id/tax-id-field';

export const widgets: RegistryWidgetsType = {
  daySelect: DaySelect,
  yearSelect: YearSelect,
  catalogSelect: CatalogSelect,
  neighborhoodSelect: NeighborhoodSelect,
  taxIdField: TaxIdField,
  taxIdConfirm: TaxIdConfirm,
  passwordField: PasswordField,
};
