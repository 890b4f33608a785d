// What the address search's adapters share (maps.ts loads one of them).

/** One row of the suggestion list. */
export interface Suggestion {
  id: string;
  text: string;
}

/** What the address form (about-living) is prefilled with: the spec's query parameters. */
export interface AddressParts {
  zipCode: string;
  direction: string;
  streetNumber: string;
}

export interface MapsAdapter {
  /** False for the null form: the screen then says the search is unavailable. */
  readonly available: boolean;
  suggest(text: string): Promise<Suggestion[]>;
  details(id: string): Promise<AddressParts>;
}
