// Dev only (never in a production build): the sandbox's SMS outbox, so a person
// can finish the flow by hand with the codes and NIPs it "sent", and a switch of
// the country profile for this tab.
//
// The profile is chosen at build time (VITE_COUNTRY), so the switch is the dev
// server's `?country=` override (src/config/country.ts): it reloads the page
// with `?country=<code>`, and the tab stays in that profile until switched back.
// A production build ignores `?country=` and ships neither this panel nor the override.
import { useEffect, useState } from 'react';
import words from '../../sandbox/panel-copy.json';
import { activeCountry, countries } from '../config/country';

// The panel's words (sandbox/panel-copy.json) are a developer's, not product copy.

interface Sms {
  to: string;
  text: string;
  /** The whole SMS, ending with the origin-bound line '@host #code' (WebOTP). */
  message?: string;
  at: string;
}

const box = {
  background: '#fffbe6',
  border: '1px solid #e0c200',
  borderRadius: 8,
  margin: '0.25rem 0 0',
  padding: '0.5rem 0.75rem',
} as const;

function switchCountry(code: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('country', code);
  window.location.assign(url.href);
}

export default function DevPanel() {
  const [open, setOpen] = useState(false);
  const [outbox, setOutbox] = useState<Sms[]>([]);
  useEffect(() => {
    if (!open) return undefined;
    const load = () =>
      fetch('/sandbox/outbox')
        .then((r) => (r.ok ? r.json() : []))
        .then((list: Sms[]) => setOutbox(list.slice(-5).reverse()))
        .catch(() => setOutbox([]));
    void load();
    const id = setInterval(load, 2000);
    return () => clearInterval(id);
  }, [open]);
  return (
    <aside className="dev-panel" aria-label="Sandbox">
      <button type="button" className="dev-toggle" onClick={() => setOpen((o) => !o)}>
        {open ? words.close : words.open.replace('{code}', activeCountry.code.toUpperCase())}
      </button>
      {open ? (
        <>
          <div style={box}>
            <label htmlFor="dev-country">{words.country}</label>
            <select id="dev-country" value={activeCountry.code} onChange={(e) => switchCountry(e.target.value)}>
              {Object.values(countries).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code})
                </option>
              ))}
            </select>
            <div>{words.startNote}</div>
          </div>
          <ul>
            {outbox.length === 0 ? <li>{words.empty}</li> : null}
            {outbox.map((m) => (
              <li key={`${m.at}-${m.to}`}>
                <strong>{m.to}</strong>: <span style={{ whiteSpace: 'pre-line' }}>{m.message ?? m.text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}
