// Our mobile-first RJSF theme: labels above full-width fields, 48 px controls,
// native selects, the spec's primary button, messages under each field.
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './base-input';
import { CheckboxWidget } from './checkbox-widget';
import { FieldErrorTemplate } from './field-error-template';
import { FieldTemplate } from './field-template';
import { SelectWidget } from './select-widget';

const Nothing = () => null;

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  BaseInputTemplate,
  // The step shows its own title and text; errors sit under their fields.
  TitleFieldTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  ErrorListTemplate: Nothing,
  // The step renders its own submit button (it knows the busy state).
  ButtonTemplates: { SubmitButton: Nothing } as unknown as TemplatesType['ButtonTemplates'],
};

export const themeWidgets: RegistryWidgetsType = {
  SelectWidget,
  CheckboxWidget,
};
