// The catalogs the forms load: open to anyone, no state.
import { ALLOWED_CITIES, BUSINESS_TYPES, SALES_RANGES, ZIP_CODES } from './catalogs.ts';
import type { Route } from './router.ts';

export const catalogRoutes: readonly Route[] = [
  {
    op: 'getZipCode',
    handle: (ctx) => ({ data: (ZIP_CODES[ctx.params.zip ?? ''] ?? []).map((e) => ({ ...e })) }),
  },
  {
    op: 'getCities',
    handle: () => [...ALLOWED_CITIES],
  },
  {
    op: 'getBusinessTypes',
    handle: () => [...BUSINESS_TYPES],
  },
  {
    op: 'getSalesRanges',
    handle: () => ({ ranges: SALES_RANGES.map((r) => ({ ...r })) }),
  },
];
