import type { SalesRange, ZipCodeEntry } from '../domain/answers';
import { createCallStore, slot } from './call-state';

/** The option lists the forms load (spec 3, 'catalogs'). */
export const useCatalogsStore = createCallStore({
  citiesData: slot<string[]>(),
  zipCodeData: slot<ZipCodeEntry[]>(),
  businessTypeData: slot<string[]>(),
  salesRangeData: slot<SalesRange[]>(),
});
