// The business address search (bar 4, spec 2): type, pick a suggestion from the
// maps service (restricted to the country's region), continue to the address
// form with zipCode, direction and streetNumber. Without the maps service the
// screen says so and 'No encontre mi domicilio' still leads on, with empty values.
import { useEffect, useId, useState } from 'react';
import { EMPTY_ADDRESS, loadMaps } from '../../adapters/maps/maps';
import type { AddressParts, MapsAdapter } from '../../adapters/maps/maps-types';
import { config } from '../../config/env';
import { type Flow, useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { useAddressSearch } from './use-address-search';
import './address-search.css';
import { StepHeading } from '../step-heading';

/** The maps service of the region, once its script has loaded (null until then). */
function useMaps(region: string): MapsAdapter | null {
  const [maps, setMaps] = useState<MapsAdapter | null>(null);
  useEffect(() => {
    let live = true;
    void loadMaps({ apiKey: config.googleMapsApiKey, region }).then((m) => {
      if (live) setMaps(m);
    });
    return () => {
      live = false;
    };
  }, [region]);
  return maps;
}

export default function AddressSearch() {
  const flow = useFlow();
  const rules = flow.step.rules ?? {};
  /** null while the maps script loads. */
  const maps = useMaps(flow.country.mapsRegion);
  const search = useAddressSearch(maps, {
    debounceMs: Number(rules.debounceMs ?? 300),
    minChars: Number(rules.minChars ?? 3),
  });
  const { chosen } = search;

  const go = (address: AddressParts) => flow.go(flow.exit('chosen', { query: { ...address } }));
  const unavailable = search.failed || (maps !== null && !maps.available);

  return (
    <div className="page">
      {flow.step.progress ? <ProgressBar {...flow.step.progress} /> : null}
      <StepHeading title={flow.step.title} text={flow.step.text} />
      {unavailable ? (
        <p className="field-hint" role="status">
          {flow.copy('unavailable')}
        </p>
      ) : (
        <AddressCombobox flow={flow} search={search} />
      )}
      <div className="actions">
        <Button disabled={!chosen} onClick={() => chosen && go(chosen)}>
          {flow.copy('continue')}
        </Button>
        <Button variant="secondary" onClick={() => go(EMPTY_ADDRESS)}>
          {flow.copy('notFound')}
        </Button>
      </div>
    </div>
  );
}

/** The search field and its list of suggestions, as the ARIA combobox pattern has them. */
function AddressCombobox({ flow, search }: { flow: Flow; search: ReturnType<typeof useAddressSearch> }) {
  const { text, suggestions, active, choose, type, onKeyDown } = search;
  const id = useId();
  const listId = `${id}-list`;
  const open = suggestions.length > 0;
  return (
    <div className="field">
      <label htmlFor={id}>{flow.copy('searchLabel')}</label>
      <input
        id={id}
        className="input"
        name="address_search"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={flow.copy('searchPlaceholder')}
        value={text}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label={flow.copy('searchLabel')} className="suggestions" hidden={!open}>
        {suggestions.map((s, i) => (
          // The combobox pattern: focus and keys stay on the input (aria-activedescendant);
          // a tap picks directly. tabIndex -1 keeps options out of the tab order.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard
          <div
            key={s.id}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => void choose(s)}
          >
            {s.text}
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open ? flow.copy('resultsCount', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
