// The business address search (bar 4, spec 2): type, pick a suggestion from the
// maps service (restricted to the country's region), continue to the address
// form with zipCode, direction and streetNumber. Without the maps service the
// screen says so and 'No encontre mi domicilio' still leads on, with empty values.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { EMPTY_ADDRESS, loadMaps } from '../../adapters/maps/maps';
import type { AddressParts, MapsAdapter, Suggestion } from '../../adapters/maps/maps-types';
import { config } from '../../config/env';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { useFlow } from '../flow-context';
import { useDebounced } from './use-debounced';
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
  const debounceMs = Number(rules.debounceMs ?? 300);
  const minChars = Number(rules.minChars ?? 3);
  const region = flow.country.mapsRegion;
  const id = useId();
  const listId = `${id}-list`;

  /** null while the maps script loads. */
  const maps = useMaps(region);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<AddressParts | null>(null);
  const [failed, setFailed] = useState(false);
  const search = useDebounced(text.trim(), debounceMs);
  const picking = useRef(0);

  useEffect(() => {
    if (!maps?.available || chosen || search.length < minChars) {
      setSuggestions([]);
      return undefined;
    }
    let live = true; // a late answer for an older text must not replace the current list
    maps.suggest(search).then(
      (list) => {
        if (!live) return;
        setSuggestions(list);
        setActive(-1);
      },
      () => {
        if (live) setSuggestions([]);
      },
    );
    return () => {
      live = false;
    };
  }, [maps, search, chosen, minChars]);

  async function choose(s: Suggestion) {
    if (!maps) return;
    const ticket = ++picking.current;
    setText(s.text);
    setSuggestions([]);
    setActive(-1);
    try {
      const parts = await maps.details(s.id);
      if (ticket === picking.current) setChosen(parts);
    } catch {
      if (ticket === picking.current) setFailed(true);
    }
  }

  function type(value: string) {
    picking.current += 1; // typing again drops a pick still loading
    setText(value);
    setChosen(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (suggestions.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' && suggestions[active]) {
      e.preventDefault();
      void choose(suggestions[active]);
    } else if (e.key === 'Escape') {
      setSuggestions([]);
      setActive(-1);
    }
  }

  const go = (address: AddressParts) => flow.go(flow.exit('chosen', { query: { ...address } }));
  const unavailable = failed || (maps !== null && !maps.available);
  const open = suggestions.length > 0;

  return (
    <div className="page">
      {flow.step.progress ? <ProgressBar {...flow.step.progress} /> : null}
      <StepHeading title={flow.step.title} text={flow.step.text} />
      {unavailable ? (
        <p className="field-hint" role="status">
          {flow.copy('unavailable')}
        </p>
      ) : (
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
