// The screen gallery (dev only, /__gallery): every step of the manifest under
// every country profile, in the states the gallery can reach, each rendered by
// the app's own route (engine, screens, widgets) inside its own memory router,
// so staff can review all copy without walking the flow. The network is a shim
// (fetch-shim.ts) and the page reloads when a JSON file changes (json-sources.ts).
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MemoryRouter, type RouteObject, useLocation } from 'react-router-dom';
import type { ApiError } from '../../api/api-error';
import { countries, countryProfile } from '../../config/country';
import { manifest } from '../../engine/manifest';
import { asList } from '../../engine/paths';
import { useOriginationStore } from '../../state/origination-store';
import { ErrorModal } from '../error-modal';
import { FlowRoutes, routesFor } from '../router';
import { holdFocus, prepareGallery, settled } from './environment';
import { setAnswers } from './fetch-shim';
import './gallery.css';
import { type GalleryEntry, galleryEntries, START_STEP, sampleHref } from './gallery-entries';
import { flowFileOf, staleValidators } from './json-sources';
import { SAMPLE_ERRORS } from './sample-data';

// Mexico first: the reference profile (the others are measured against it).
const codes = Object.keys(countries).sort((a, b) => Number(b === 'mx') - Number(a === 'mx') || a.localeCompare(b));
const profiles = Object.fromEntries(codes.map((c) => [c, countryProfile(c)]));

/** The app's step routes for one country, without the shell (no chat button, overlay or dev panel per preview). */
const routeCache = new Map<string, RouteObject[]>();
function stepRoutes(country: string): RouteObject[] {
  let routes = routeCache.get(country);
  if (!routes) {
    const profile = countryProfile(country);
    routes = routesFor(manifest, () => profile)[0]?.children ?? [];
    routeCache.set(country, routes);
  }
  return routes;
}

export default function Gallery() {
  const [ready, setReady] = useState(false);
  const [only, setOnly] = useState('all');
  useEffect(() => {
    const undo = prepareGallery();
    setReady(true);
    return undo;
  }, []);
  const entries = useMemo(() => galleryEntries(manifest, profiles), []);
  const stale = useMemo(() => staleValidators(), []);
  const shown = only === 'all' ? entries : entries.filter((e) => e.country === only);
  const stepIds = Object.keys(manifest.steps);
  return (
    <div className="gallery">
      <header className="gallery-header">
        <h1>Galería de pantallas</h1>
        <p>
          {stepIds.length} pasos del manifiesto en {codes.length} perfiles de país, con datos de ejemplo. Cada vista es
          la pantalla real; la red es simulada y no se envía nada. Al guardar un JSON la página se recarga.
        </p>
        <label>
          País{' '}
          <select value={only} onChange={(e) => setOnly(e.target.value)}>
            <option value="all">Todos</option>
            {codes.map((c) => (
              <option key={c} value={c}>
                {profiles[c]?.name} ({c})
              </option>
            ))}
          </select>
        </label>
        {stale.length ? (
          <p className="gallery-warning" role="alert">
            Los validadores de {stale.join(', ')} son anteriores a su JSON: los formularios muestran los campos y
            mensajes anteriores. Ejecuta <code>npm run gen:validators</code> (la página se recarga sola).
          </p>
        ) : null}
        <nav aria-label="Pasos">
          <ul className="gallery-index">
            {stepIds.map((id) => (
              <li key={id}>
                <a href={`#paso-${id}`}>{id}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* After prepareGallery: it resets the call state the modal is fed through. */}
      {ready ? <AppErrorModal /> : null}
      {ready ? <Previews key={only} entries={shown} /> : null}
    </div>
  );
}

/** One section per step, its previews mounted one at a time (they share the app's call state and drafts). */
function Previews({ entries }: { entries: GalleryEntry[] }) {
  const [turn, setTurn] = useState(0);
  const advance = useCallback((i: number) => setTurn((t) => Math.max(t, i + 1)), []);
  const mounting = turn < entries.length;
  useEffect(() => {
    holdFocus(mounting);
  }, [mounting]);
  const sections = Object.keys(manifest.steps).map((id) => ({ id, items: entries.filter((e) => e.stepId === id) }));
  let index = 0;
  return (
    <>
      {sections.map(({ id, items }) => {
        const step = manifest.steps[id];
        if (!step) return null;
        return (
          <section key={id} id={`paso-${id}`} className="gallery-step" aria-labelledby={`titulo-${id}`}>
            <h2 id={`titulo-${id}`}>{id}</h2>
            <p className="gallery-meta">
              {step.kind === 'custom'
                ? `pantalla ${step.screen}`
                : step.kind === 'form'
                  ? `formulario ${step.schema}`
                  : 'mensaje'}
              {' · '}
              {flowFileOf(id) ?? 'flows/?'} · {asList(step.path).join(' | ')} ·{' '}
              <a href={sampleHref(manifest, id)}>abrir en la app</a>
            </p>
            {items.length === 0 && id === START_STEP.id ? (
              <p className="gallery-meta">La pantalla de inicio usa siempre el perfil de México.</p>
            ) : null}
            <div className="gallery-row">
              {items.map((entry) => {
                const i = index++;
                return <Card key={entry.key} entry={entry} index={i} live={i <= turn} onSettled={advance} />;
              })}
            </div>
          </section>
        );
      })}
    </>
  );
}

interface CardProps {
  entry: GalleryEntry;
  index: number;
  live: boolean;
  onSettled: (index: number) => void;
}

// Memoized: a new turn re-renders the one card it concerns, not every preview on the page.
const Card = memo(function Card({ entry, index, live, onSettled }: CardProps) {
  return (
    <figure className="gallery-card" data-entry={entry.key}>
      <figcaption>
        <strong>{profiles[entry.country]?.name}</strong> · {entry.label}
      </figcaption>
      <div className="gallery-frame">
        {live ? (
          <Preview entry={entry} onSettled={() => onSettled(index)} />
        ) : (
          <p className="gallery-waiting">En espera…</p>
        )}
      </div>
    </figure>
  );
});

function Preview({ entry, onSettled }: { entry: GalleryEntry; onSettled: () => void }) {
  const frame = useRef<HTMLDivElement>(null);
  const done = useRef(onSettled);
  done.current = onSettled;
  // Before the screen's first render (only this preview is mounting): its draft and its answers.
  useState(() => {
    if (entry.draft) sessionStorage.setItem(`draft:${entry.stepId}`, JSON.stringify(entry.draft));
    setAnswers(entry.answers);
    return null;
  });
  useEffect(() => {
    const started = Date.now();
    let submitted = false;
    const id = setInterval(() => {
      const el = frame.current;
      if (!el) return;
      // Every screen draws a .page once it has what it needs (loading states draw a bare spinner).
      const shown = el.querySelector('.page') !== null;
      if (entry.submit && shown && !submitted) {
        submitted = true;
        el.querySelector('form')?.requestSubmit();
        return;
      }
      if ((shown || Date.now() - started > 3000) && settled()) {
        clearInterval(id);
        setAnswers(undefined);
        done.current();
      }
    }, 30);
    return () => clearInterval(id);
  }, [entry.submit]);
  return (
    <div ref={frame}>
      <MemoryRouter initialEntries={[entry.href]}>
        <Moved from={entry.href} />
        <FlowRoutes routes={stepRoutes(entry.country)} />
      </MemoryRouter>
    </div>
  );
}

/** Says so when a preview left its step (a button was pressed, or a screen moved on by itself). */
function Moved({ from }: { from: string }) {
  const here = useLocation();
  const at = `${here.pathname}${here.search}`;
  if (at === from) return null;
  return <p className="gallery-moved">Esta vista navegó a {at}</p>;
}

/** The app-wide error modal (spec section 8), fed a sample error through the call state it reads. */
const showError = (error: ApiError) => useOriginationStore.getState().fail('sendNipPhone', error);

function AppErrorModal() {
  const show = showError;
  useEffect(() => {
    showError(SAMPLE_ERRORS.server);
  }, []);
  return (
    <section className="gallery-step" aria-labelledby="titulo-modal-error">
      <h2 id="titulo-modal-error">Modal de error (toda la app)</h2>
      <p className="gallery-meta">
        src/app/error-modal.tsx · el texto del servidor es de ejemplo ·{' '}
        <button type="button" onClick={() => show(SAMPLE_ERRORS.server)}>
          error del servidor
        </button>{' '}
        <button type="button" onClick={() => show(SAMPLE_ERRORS.wrongVerification)}>
          código incorrecto
        </button>
      </p>
      <div className="gallery-row">
        <figure className="gallery-card">
          <div className="gallery-frame gallery-frame-modal">
            <MemoryRouter>
              <ErrorModal />
            </MemoryRouter>
          </div>
        </figure>
      </div>
    </section>
  );
}
