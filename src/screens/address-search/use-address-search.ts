// The search's state: the text typed, the maps service's suggestions for it (a
// late answer for an older text never replaces the current list), the one
// highlighted by the arrow keys, and the address picked.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { AddressParts, MapsAdapter, Suggestion } from '../../adapters/maps/maps-types';
import { useDebounced } from './use-debounced';

export function useAddressSearch(
  maps: MapsAdapter | null,
  { debounceMs, minChars }: { debounceMs: number; minChars: number },
) {
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

  return { text, suggestions, active, chosen, failed, choose, type, onKeyDown };
}
