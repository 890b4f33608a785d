import type { FormBehaviour } from '../screens/form-step/form-types';
import { daysInMonth } from '../widgets/birth-date/birth-date';

/** A day the new month lacks (31 after choosing April) is cleared, not kept invalid. */
export const birthDate: FormBehaviour = {
  onChange: (next) => {
    const day = next.day as number | undefined;
    if (day && day > daysInMonth(next.month as number | undefined)) return { day: undefined };
    return undefined;
  },
};
