// What the screen gallery shows: every step of the manifest under every country
// profile, in each of its states (scenes.ts). Pure, so a test can compare it
// with the manifest and the screens.
import type { Country } from '../src/config/country';
import { asList, fillPath, paramNames, withQuery } from '../src/engine/paths';
import type { Manifest } from '../src/engine/types';
import { type Answers, samplesFor } from './sample-data';
import { type Act, formScenes, type Mark, type Scene, screenScenes } from './scenes';
import type { Services } from './stand-ins';

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
  /** What the sandbox answers while the preview mounts: the country's samples and the state's. */
  answers: Answers;
  draft?: Record<string, unknown>;
  acts?: Act[];
  until?: Mark;
  still?: true;
  services?: Services;
}

/** The start screen always shows the Mexico profile (spec section 1; src/app/app.tsx does the same). */
export const START_STEP = { id: 'home', country: 'mx' };

/**
 * The step's link with sample parameters: its first path all of whose parameters
 * the samples hold; the query the step reads from the samples, unless given.
 */
export function sampleHref(
  manifest: Manifest,
  stepId: string,
  samples: { params: Record<string, string>; query: Record<string, string> },
  query?: Record<string, string>,
): string {
  const step = manifest.steps[stepId];
  if (!step) throw new Error(`Unknown step ${stepId}`);
  const paths = asList(step.path);
  const pattern = paths.find((p) => paramNames(p).every((n) => n in samples.params)) ?? paths[0] ?? '*';
  const path = pattern === '*' ? '/esta-pagina-no-existe' : fillPath(pattern, samples.params);
  const wanted =
    query ?? Object.fromEntries((step.query ?? []).flatMap((q) => (q in samples.query ? [[q, samples.query[q]]] : [])));
  return withQuery(path, Object.keys(wanted).length ? wanted : undefined);
}

/** Every step × country × state, in manifest order, then country order. */
export function galleryEntries(manifest: Manifest, countries: Record<string, Country>): GalleryEntry[] {
  const out: GalleryEntry[] = [];
  for (const [stepId, step] of Object.entries(manifest.steps))
    for (const [code, country] of Object.entries(countries)) {
      if (stepId === START_STEP.id && code !== START_STEP.country && START_STEP.country in countries) continue;
      const samples = samplesFor(country);
      const scenes: Scene[] =
        step.kind === 'form'
          ? formScenes(step, country)
          : [
              { state: 'default', label: 'al llegar' },
              ...(step.kind === 'custom' ? screenScenes(step.screen, samples) : []),
            ];
      for (const { state, label, params, query, answers, ...rest } of scenes)
        out.push({
          key: `${stepId}/${code}/${state}`,
          stepId,
          country: code,
          state,
          label,
          href: sampleHref(manifest, stepId, { ...samples, params: { ...samples.params, ...params } }, query),
          answers: { ...samples.answers, ...answers },
          ...rest,
        });
    }
  return out;
}
