import type { AddressParts } from './maps-types';

/** The part of a Places address component this module reads (plain data, testable without Google). */
export interface AddressComponentLike {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

function part(components: AddressComponentLike[], type: string): string {
  return components.find((c) => c.types.includes(type))?.longText?.trim() ?? '';
}

/**
 * Zip code, street and exterior number of a chosen place. A place without a
 * `route` (a landmark, a colonia) keeps the first line of its formatted address
 * as the street, so the person still sees what they chose and can correct it.
 */
export function addressParts(components: AddressComponentLike[], formattedAddress = ''): AddressParts {
  const street = part(components, 'route') || (formattedAddress.split(',')[0]?.trim() ?? '');
  return {
    zipCode: part(components, 'postal_code'),
    direction: street,
    streetNumber: part(components, 'street_number'),
  };
}
