/** A catalog as select options: the grocery type under the profile's label, 'Otros' always last. */
export function catalogOptions(
  catalog: string,
  list: unknown,
  groceryLabel: string,
): { value: string | number; label: string }[] {
  if (!Array.isArray(list)) return [];
  if (catalog === 'salesRanges')
    return (list as { id: number; range_description: string }[]).map((r) => ({
      value: r.id,
      label: r.range_description,
    }));
  const names = (list as unknown[]).filter((x): x is string => typeof x === 'string');
  const rest = names.filter((n) => n !== 'Otros');
  const options = rest.map((n) => ({ value: n, label: isGrocery(n) ? groceryLabel : n }));
  return names.includes('Otros') ? [...options, { value: 'Otros', label: 'Otros' }] : options;
}

/** The catalog's grocery-store type, whatever its exact wording. */
export function isGrocery(name: string): boolean {
  return /abarrote|colmado|grocery/i.test(name);
}
