// The catalogs the forms load: open to anyone, no state.
import { ALLOWED_CITIES, BUSINESS_TYPES, SALES_RANGES, ZIP_CODES } from './catalogs.ts';
import type { Route } from './router.ts';

export const catalogRoutes: readonly Route[] = [
  {
    op: 'getZipCode',
    method: 'GET',
    path: 'v1/zip-codes/:zip',
    handle: (ctx) => ({ data: (ZIP_CODES[ctx.params.zip ?? ''] ?? []).map((e) => ({ ...e })) }),
  },
  {
    op: 'getCities',
    method: 'GET',
    path: 'v1/cities',
    handle: () => [...ALLOWED_CITIES],
  },
  {
    op: 'getBusinessTypes',
    method: 'GET',
    path: 'v1/business-types',
    handle: () => [...BUSINESS_TYPES],
  },
  {
    op: 'getSalesRanges',
    method: 'GET',
    path: 'v1/sales-ranges',
    handle: () => ({ ranges: SALES_RANGES.map((r) => ({ ...r })) }),
  },
];
