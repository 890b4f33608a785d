// What the screen gallery shows: every step of the manifest under every country
// profile, in each state the gallery can reach. Pure, so a test can compare it
// with the manifest.
import type { Country } from '../../config/country';
import { asList, fillPath, paramNames, withQuery } from '../../engine/paths';
import type { Manifest } from '../../engine/types';
import { type Answers, EXTRA_STATES, formSamples, SAMPLE_PARAMS, SAMPLE_QUERY } from './sample-data';

export interface GalleryEntry {
  /** Unique: `<step>/<country>/<state>`. */
  key: string;
  stepId: string;
  country: string;
  state: string;
  /** Shown over the preview (Spanish, like the rest of the page). */
  label: string;
  /** Where the preview's router starts. */
  href: string;
  /** A form's starting values (written as the step's draft just before it mounts). */
  draft?: Record<string, unknown>;
  /** Press the submit button once the form shows, to reveal its messages. */
  submit?: boolean;
  /** Answers that replace the shim's defaults while this preview mounts. */
  answers?: Answers;
}

/** The start screen always shows the Mexico profile (spec section 1; src/app/app.tsx does the same). */
export const START_STEP = { id: 'home', country: 'mx' };

/** The step's link with sample parameters: its first path all of whose parameters the samples hold. */
export function sampleHref(manifest: Manifest, stepId: string, query?: Record<string, string>): string {
  const step = manifest.steps[stepId];
  if (!step) throw new Error(`Unknown step ${stepId}`);
  const paths = asList(step.path);
  const pattern = paths.find((p) => paramNames(p).every((n) => n in SAMPLE_PARAMS)) ?? paths[0] ?? '*';
  const path = pattern === '*' ? '/esta-pagina-no-existe' : fillPath(pattern, SAMPLE_PARAMS);
  const wanted =
    query ?? Object.fromEntries((step.query ?? []).flatMap((q) => (q in SAMPLE_QUERY ? [[q, SAMPLE_QUERY[q]]] : [])));
  return withQuery(path, Object.keys(wanted).length ? wanted : undefined);
}

/** Every step × country × state, in manifest order, then country order. */
export function galleryEntries(manifest: Manifest, countries: Record<string, Country>): GalleryEntry[] {
  const out: GalleryEntry[] = [];
  for (const [stepId, step] of Object.entries(manifest.steps))
    for (const [code, country] of Object.entries(countries)) {
      if (stepId === START_STEP.id && code !== START_STEP.country && START_STEP.country in countries) continue;
      const entry = (state: string, label: string, extra: Partial<GalleryEntry> = {}) =>
        out.push({
          key: `${stepId}/${code}/${state}`,
          stepId,
          country: code,
          state,
          label,
          href: sampleHref(manifest, stepId),
          ...extra,
        });
      if (step.kind === 'form') {
        const { filled, invalid } = formSamples(step.schema, country);
        entry('empty', 'vacío', { draft: {} });
        if (filled) entry('filled', 'lleno con datos de ejemplo', { draft: filled });
        entry('required', 'errores: Continuar sin datos', { draft: {}, submit: true });
        if (invalid) entry('invalid', 'errores: datos que no cumplen las reglas', { draft: invalid, submit: true });
        continue;
      }
      entry('default', 'al llegar');
      for (const x of EXTRA_STATES[stepId] ?? [])
        entry(x.state, x.label, {
          href: sampleHref(manifest, stepId, x.query),
          ...(x.answers ? { answers: x.answers } : {}),
        });
    }
  return out;
}
