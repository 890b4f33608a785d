// Dev only (never in a production build): the sandbox's SMS outbox, so a person
// can finish the flow by hand with the codes and NIPs it "sent".
import { useEffect, useState } from 'react';

interface Sms {
  to: string;
  text: string;
  at: string;
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
        {open ? 'Cerrar SMS' : 'SMS (sandbox)'}
      </button>
      {open ? (
        <ul>
          {outbox.length === 0 ? <li>Sin mensajes todavía</li> : null}
          {outbox.map((m) => (
            <li key={`${m.at}-${m.to}`}>
              <strong>{m.to}</strong>: {m.text}
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
