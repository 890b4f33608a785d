// Stands in for RJSF's default template registry (see scripts/slim-rjsf.ts):
// the templates the fields we bundle ask for and our theme does not replace
// (src/form/theme/theme.ts replaces the field, error, input, title,
// description and error-list templates and the submit button). Left out: the
// array, grid, anyOf/oneOf and optional-data templates and the icon buttons,
// which only fields we leave out, or schema features flows:check refuses, use.
import CyclicSchemaExpandTemplate from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';

export default function templates() {
  return {
    ButtonTemplates: {},
    CyclicSchemaExpandTemplate,
    FallbackFieldTemplate,
    FieldHelpTemplate,
    ObjectFieldTemplate,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
  };
}
