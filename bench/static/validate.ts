// Baseline (b), the floor: the 'Sobre ti' form as plain HTML with a few lines
// of hand-written checks and the schema's own Spanish messages. Messages show
// after the first 'Continuar' and follow the typing from then on.
import schema from '../../schemas/steps/about-you.json';
import '../baseline.css';

type Property = { pattern?: string; errorMessage?: { pattern?: string } };
const properties = schema.properties as Record<string, Property>;
const requiredMessages = schema.errorMessage.required as Record<string, string>;

const form = document.getElementById('about-you') as HTMLFormElement;
let attempted = false;

function messageFor(name: string, value: string): string {
  if (value === '') return requiredMessages[name] ?? '';
  const rule = properties[name];
  if (rule?.pattern && !new RegExp(rule.pattern).test(value)) return rule.errorMessage?.pattern ?? '';
  return '';
}

/** Shows the field's message (or clears it); answers whether it is valid. */
function check(field: HTMLInputElement | HTMLSelectElement): boolean {
  const message = messageFor(field.name, field.value);
  const slot = document.getElementById(`${field.id}__error`);
  if (slot && slot.textContent !== message) slot.textContent = message;
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
  return message === '';
}

const fields = () => [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];

form.addEventListener('input', (e) => {
  if (attempted) check(e.target as HTMLInputElement);
});
form.addEventListener('submit', (e) => {
  e.preventDefault();
  attempted = true;
  const invalid = fields().filter((f) => !check(f));
  const status = document.getElementById('status');
  if (invalid.length) invalid[0]?.focus();
  else if (status) status.textContent = 'Listo';
});
