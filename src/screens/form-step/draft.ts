// What a person typed in a form step survives a reload (sessionStorage), except
// secret fields (codes, NIPs, passwords), which are never stored.
const key = (stepId: string) => `draft:${stepId}`;

export function readDraft(stepId: string): Record<string, unknown> {
  try {
    const raw = sessionStorage.getItem(key(stepId));
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function writeDraft(stepId: string, data: Record<string, unknown>, secret: string[]): void {
  const kept = Object.fromEntries(Object.entries(data).filter(([k]) => !secret.includes(k)));
  try {
    sessionStorage.setItem(key(stepId), JSON.stringify(kept));
  } catch {
    /* storage full or disabled: nothing to keep */
  }
}

export function clearDraft(stepId: string): void {
  try {
    sessionStorage.removeItem(key(stepId));
  } catch {
    /* ignore */
  }
}
