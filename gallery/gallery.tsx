// The screen gallery (dev only, /__gallery): every step of the manifest under
// every country profile, in the states the gallery can reach, each rendered by
// the app's own route (engine, screens, widgets) inside its own memory router,
// so staff can review all copy without walking the flow. The API is the dev
// server's sandbox, told what to answer each preview (sandbox-answers.ts), and
// the page reloads when a JSON file changes (json-sources.ts).
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { draftKey } from '../src/adapters/session';
import { ErrorDialog } from '../src/app/error-modal';
import { LoadingOverlay } from '../src/app/loading-overlay';
import { FlowRoutes, routesFor } from '../src/app/router';
import { clearAllCallErrors } from '../src/calls/call-state';
import { countries, countryProfile } from '../src/config/country';
import { resolveCopy } from '../src/engine/copy';
import { manifest } from '../src/engine/manifest';
import { asList } from '../src/engine/paths';
import { saveDrafts } from '../src/screens/form-step/draft';
import { holdFocus, prepareGallery, settled } from './environment';
import './gallery.css';
import { type GalleryEntry, galleryEntries, START_STEP, sampleHref } from './gallery-entries';
import { flowFileOf, staleValidators } from './json-sources';
import { play, stillCopy, untilSettled } from './play';
import { SAMPLE_ERRORS, samplesFor } from './sample-data';
import { releaseWaitingCalls, setAnswers } from './sandbox-answers';
import { setServices } from './stand-ins';

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

/**
 * A filter of the page, kept in its address (`?pais=do&paso=singning`), so the
 * reload after saving a JSON file comes back to the same screens.
 */
function useFilter(name: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => new URLSearchParams(window.location.search).get(name) ?? 'all');
  const set = useCallback(
    (next: string) => {
      setValue(next);
      const query = new URLSearchParams(window.location.search);
      if (next === 'all') query.delete(name);
      else query.set(name, next);
      const search = query.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
    },
    [name],
  );
  return [value, set];
}

export default function Gallery() {
  const [ready, setReady] = useState(false);
  const [country, setCountry] = useFilter('pais');
  const [stepId, setStepId] = useFilter('paso');
  useEffect(() => {
    const undo = prepareGallery(codes.flatMap((c) => profiles[c] ?? []));
    setReady(true);
    return undo;
  }, []);
  const entries = useMemo(() => galleryEntries(manifest, profiles), []);
  const stale = useMemo(() => staleValidators(), []);
  const stepIds = Object.keys(manifest.steps);
  const shown = entries.filter(
    (e) => (country === 'all' || e.country === country) && (stepId === 'all' || e.stepId === stepId),
  );
  return (
    <div className="gallery">
      <header className="gallery-header">
        <h1>Galería de pantallas</h1>
        <p>
          {stepIds.length} pasos del manifiesto en {codes.length} perfiles de país, con datos de ejemplo: cada paso al
          llegar y en sus otros estados (errores, modales, avisos, cargando). Cada vista es la pantalla real; responde
          el sandbox con las respuestas de ejemplo y no se guarda nada. Las marcadas «imagen fija» son una copia del
          momento (la pantalla cambiaría sola). Al guardar un JSON la página se recarga.
        </p>
        <div className="gallery-filters">
          <label>
            País{' '}
            <select value={country} onChange={(e) => setCountry(e.target.value)}>
              <option value="all">Todos</option>
              {codes.map((c) => (
                <option key={c} value={c}>
                  {profiles[c]?.name} ({c})
                </option>
              ))}
            </select>
          </label>
          <label>
            Paso{' '}
            <select value={stepId} onChange={(e) => setStepId(e.target.value)}>
              <option value="all">Todos</option>
              {stepIds.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        </div>
        {stale.length ? (
          <p className="gallery-warning" role="alert">
            Los validadores de {stale.join(', ')} son anteriores a su JSON: los formularios muestran los campos y
            mensajes anteriores. Ejecuta <code>npm run gen:validators</code> (la página se recarga sola).
          </p>
        ) : null}
        {/* Jumps within the page: only when it shows every step (the Paso filter picks one). */}
        <nav aria-label="Pasos" hidden={stepId !== 'all'}>
          <ul className="gallery-index">
            {stepIds.map((id) => (
              <li key={id}>
                <a href={`#paso-${id}`}>{id}</a>
              </li>
            ))}
            <li>
              <a href="#modal-error">modal de error</a>
            </li>
          </ul>
        </nav>
      </header>
      {ready ? (
        <Previews key={`${country}/${stepId}`} entries={shown} steps={stepId === 'all' ? stepIds : [stepId]} />
      ) : null}
      {ready ? <ErrorModals /> : null}
    </div>
  );
}

/** One section per step, its previews mounted one at a time (they share the app's call state and drafts). */
function Previews({ entries, steps }: { entries: GalleryEntry[]; steps: string[] }) {
  const [turn, setTurn] = useState(0);
  const advance = useCallback((i: number) => setTurn((t) => Math.max(t, i + 1)), []);
  const mounting = turn < entries.length;
  useEffect(() => {
    holdFocus(mounting);
  }, [mounting]);
  const sections = steps.map((id) => ({ id, items: entries.filter((e) => e.stepId === id) }));
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
              <a href={sampleHref(manifest, id, samplesFor(countryProfile(START_STEP.country)))}>abrir en la app</a>
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
  const [missed, setMissed] = useState<string | null>(null);
  return (
    <figure className="gallery-card" data-entry={entry.key}>
      <figcaption>
        <strong>{profiles[entry.country]?.name}</strong> · {entry.label}
        {entry.still ? <span className="gallery-still-note"> · imagen fija</span> : null}
      </figcaption>
      {missed ? (
        <p className="gallery-missed" role="status">
          No se llegó a este estado: {missed}
        </p>
      ) : null}
      <div className="gallery-frame">
        {live ? (
          <Preview entry={entry} onMissed={setMissed} onSettled={() => onSettled(index)} />
        ) : (
          <p className="gallery-waiting">En espera…</p>
        )}
      </div>
    </figure>
  );
});

interface PreviewProps {
  entry: GalleryEntry;
  onMissed: (what: string) => void;
  onSettled: () => void;
}

function Preview({ entry, onMissed, onSettled }: PreviewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const held = useRef<HTMLDivElement>(null);
  const [picture, setPicture] = useState<HTMLElement | null>(null);
  const [playing, setPlaying] = useState(true);
  const props = useRef({ onMissed, onSettled });
  props.current = { onMissed, onSettled };
  // Before the screen's first render (only this preview is mounting): its third parties, then
  // what the sandbox answers it; the screen mounts once the sandbox has them, with its draft.
  const [answered, setAnswered] = useState(false);
  useState(() => {
    setServices(entry.services);
    return null;
  });
  useEffect(() => {
    let gone = false;
    void setAnswers(entry.answers, entry.key).then(() => {
      if (gone) return;
      // Written just before the screen reads it: an earlier preview of the same step writes its
      // own draft once typing pauses, and that write, landing while this preview waited for the
      // sandbox, would replace this one's sample data (flushed first, then overwritten here).
      if (entry.draft) {
        saveDrafts();
        sessionStorage.setItem(draftKey(entry.stepId), JSON.stringify(entry.draft));
      }
      setAnswered(true);
    });
    return () => {
      gone = true;
    };
  }, [entry]);
  useEffect(() => {
    const el = frame.current;
    if (!answered || !el) return undefined;
    let gone = false;
    const country = profiles[entry.country];
    const texts = manifest.steps[entry.stepId]?.copy ?? {};
    const copy = (key: string) => {
      const text = texts[key];
      return text && country ? resolveCopy(text, { country }) : '';
    };
    void play(entry, { frame: el, copy, gone: () => gone, settled }).then(async (missed) => {
      if (gone) return;
      if (missed) props.current.onMissed(missed);
      else if (entry.still) {
        // The picture replaces the live screen; its call waiting for an answer is let go.
        setPicture(stillCopy(el));
        await releaseWaitingCalls(entry.key);
        await untilSettled({ gone: () => gone, settled });
      }
      // Errors the scene caused would open the app's error modal: the state is the screen's own.
      clearAllCallErrors();
      await setAnswers();
      if (gone) return;
      setPlaying(false);
      props.current.onSettled();
    });
    return () => {
      gone = true;
    };
  }, [entry, answered]);
  useLayoutEffect(() => {
    if (picture && held.current) held.current.replaceChildren(...picture.childNodes);
  }, [picture]);
  if (picture) return <div ref={held} className="gallery-picture" inert />;
  return (
    <div ref={frame}>
      {answered ? (
        <MemoryRouter initialEntries={[entry.href]}>
          <Moved from={entry.href} />
          <FlowRoutes routes={stepRoutes(entry.country)} />
        </MemoryRouter>
      ) : null}
      {/* The app's overlay, while this preview's calls run (the shell draws it in the app). */}
      {playing ? <LoadingOverlay /> : null}
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

/** The app-wide error modal (spec section 8), once for each kind of error a person may read. */
function ErrorModals() {
  return (
    <section className="gallery-step" id="modal-error" aria-labelledby="titulo-modal-error">
      <h2 id="titulo-modal-error">Modal de error (toda la app)</h2>
      <p className="gallery-meta">
        src/app/error-modal.tsx · los textos vienen de src/api/api-error.ts y src/api/error-text.ts; el del servidor es
        de ejemplo
      </p>
      <div className="gallery-row">
        {SAMPLE_ERRORS.map(({ key, label, error }) => (
          <figure key={key} className="gallery-card" data-entry={`error-modal/${key}`}>
            <figcaption>{label}</figcaption>
            <div className="gallery-frame gallery-frame-modal">
              <ErrorDialog error={error} onClose={() => undefined} />
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
