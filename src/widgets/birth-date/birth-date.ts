/** Days in a month as the form offers them: 29 for February (any year), 30 or 31 for the rest. */
export function daysInMonth(month: number | undefined): number {
  if (month === 2) return 29;
  if (month === 4 || month === 6 || month === 9 || month === 11) return 30;
  return 31;
}

/** The birth years offered: 82 years, from 18 years before `currentYear` backwards. */
export function birthYears(currentYear: number): number[] {
  return Array.from({ length: 82 }, (_, i) => currentYear - 18 - i);
}
