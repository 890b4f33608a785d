/** The business type whose choice asks for a free-text type (schemas/steps/more-about.json). */
// copy-check: data (the catalog's own value, sent to the server as is; the schema's `const` names it too)
const OTHER = 'Otros';

/** A catalog as select options: the grocery type under the profile's label, 'Otros' always last. */
export function catalogOptions(
  catalog: string,
  list: unknown,
  groceryLabel: string,
): { value: string | number; label: string }[] {
  if (!Array.isArray(list)) return [];
  if (catalog === 'salesRanges')
    return list.filter(isSalesRange).map((r) => ({ value: r.id, label: r.range_description }));
  const names = (list as unknown[]).filter((x): x is string => typeof x === 'string');
  const rest = names.filter((n) => n !== OTHER);
  const options = rest.map((n) => ({ value: n, label: isGrocery(n) ? groceryLabel : n }));
  // Spec 3: 'Otros' (with its free-text field) is always listed last, even when the catalog
  // leaves it out; only the business types have it.
  const other = names.includes(OTHER) || catalog === 'businessTypes';
  return other ? [...options, { value: OTHER, label: OTHER }] : options;
}

/** The catalog's grocery-store type, whatever its exact wording. */
export function isGrocery(name: string): boolean {
  return /abarrote|colmado|grocery/i.test(name);
}

/**
 * A range as `SalesRangesAnswer` in api/openapi.yaml describes it. The answer is not checked
 * when it arrives, and a null or half entry would break the whole step's render:
 * such entries are left out of the list.
 */
function isSalesRange(x: unknown): x is { id: number; range_description: string } {
  if (typeof x !== 'object' || x === null) return false;
  const { id, range_description } = x as Record<string, unknown>;
  return Number.isInteger(id) && typeof range_description === 'string';
}
