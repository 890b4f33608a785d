import type { FormBehaviour } from '../form/form-types';
import { daysInMonth } from '../widgets/birth-date/birth-date';

/** A day the new month lacks (31 after choosing April) is cleared, not kept invalid. */
export const birthDate: FormBehaviour = {
  onChange: (next) => {
    // Only a number is compared: a draft may bring back anything, and comparing an
    // object whose toString is not a function throws.
    const day = next.day;
    const month = typeof next.month === 'number' ? next.month : undefined;
    if (typeof day === 'number' && day > daysInMonth(month)) return { day: undefined };
    return undefined;
  },
};
