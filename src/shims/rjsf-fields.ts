// Stands in for RJSF's default field registry (see scripts/slim-rjsf.ts): the
// fields our step schemas can use. Arrays, anyOf/oneOf with subforms and the
// layout grid are left out of the bundle, and flows:check refuses a schema that
// would need them. NumberField is the form step's own (WholeNumberField).
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

export default function fields() {
  return {
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NullField,
    ObjectField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
  };
}
