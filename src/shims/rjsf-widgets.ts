// Stands in for RJSF's default widget registry (see scripts/slim-rjsf.ts): text
// inputs of every type (all drawn by our BaseInputTemplate). Selects and
// checkboxes are the theme's own; date pickers, radios, files, ranges, ratings,
// colours and text areas are left out, and flows:check refuses a uiSchema that
// asks for one.
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';

export default function widgets() {
  return { EmailWidget, HiddenWidget, PasswordWidget, TextWidget, UpDownWidget, URLWidget };
}
