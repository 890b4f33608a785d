// The catalogs the forms load. 'Otros' is deliberately not last: the client must sort it.

export const BUSINESS_TYPES: readonly string[] = [
  'Tienda de abarrotes',
  'Miscelánea',
  'Otros',
  'Papelería',
  'Farmacia',
  'Carnicería',
  'Frutería y verdulería',
  'Tortillería',
];

export const SALES_RANGES: ReadonlyArray<{ id: number; range_description: string }> = [
  { id: 1, range_description: 'Menos de $5,000' },
  { id: 2, range_description: 'De $5,000 a $10,000' },
  { id: 3, range_description: 'De $10,001 a $20,000' },
  { id: 4, range_description: 'Más de $20,000' },
];

/**
 * The municipalities where the service is offered: the State of Mexico's, and
 * the Dominican ones a build with VITE_COUNTRY=do is tried with (that profile
 * has no zip codes, so its applicant types the municipality).
 */
export const ALLOWED_CITIES: readonly string[] = [
  'Toluca',
  'Metepec',
  'Zinacantepec',
  'Naucalpan de Juárez',
  'Ecatepec de Morelos',
  'Santo Domingo de Guzmán',
  'Santo Domingo Este',
  'Santiago de los Caballeros',
];

export interface ZipEntry {
  neighborhood: string;
  state: string;
  city: string;
}

const EDOMEX = 'Estado de México';

/** Known zip codes; any other answers an empty list. 06700 is outside the service area. */
export const ZIP_CODES: Readonly<Record<string, readonly ZipEntry[]>> = {
  '50000': [
    { neighborhood: 'Centro', state: EDOMEX, city: 'Toluca' },
    { neighborhood: 'La Merced', state: EDOMEX, city: 'Toluca' },
    { neighborhood: 'Francisco Murguía', state: EDOMEX, city: 'Toluca' },
  ],
  '52140': [
    { neighborhood: 'Metepec Centro', state: EDOMEX, city: 'Metepec' },
    { neighborhood: 'San Mateo', state: EDOMEX, city: 'Metepec' },
  ],
  '06700': [{ neighborhood: 'Roma Norte', state: 'Ciudad de México', city: 'Cuauhtémoc' }],
};
