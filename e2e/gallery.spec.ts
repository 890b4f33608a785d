// The screen gallery (/__gallery, dev server only: project 'gallery'). Every
// state of every screen is reached under both profiles, no preview wanders off
// its step, and every text of a custom screen (its `copy` in flows/*.json) shows
// in at least one of its states, so a person reviewing copy there misses nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

type Json = Record<string, unknown>;
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;

const root = process.cwd();
const steps: Record<string, { kind: string; copy?: Record<string, string> }> = Object.assign(
  {},
  ...readdirSync(join(root, 'flows'))
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .map((f) => read(join(root, 'flows', f)).steps),
);
const countries: Record<string, Json> = Object.fromEntries(
  readdirSync(join(root, 'countries'))
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .map((f) => [f.slice(0, 2), read(join(root, 'countries', f))]),
);

/** Copy keys no state of the gallery can show, and why. */
const NOT_SHOWN: Record<string, Record<string, string>> = {
  home: { reverseOtpChecking: 'no screen reads it (the start screen shows the overlay on the way back)' },
  singning: {
    padLoading: "the drawing pad's code downloading: too short a moment to hold",
    padFailed: "the drawing pad's code failing to download",
    padRetry: "the drawing pad's code failing to download",
    supportChat: 'the message the support chat opens with, shown by the chat app',
  },
  'verify-aval-phone': { supportChat: 'the message the support chat opens with, shown by the chat app' },
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The copy as it can show: country placeholders filled, the screen's own data as any text. */
function shownAs(text: string, country: Json): RegExp {
  const filled = text.replace(/\{country\.(\w+)\}/g, (_, key: string) => String(country[key])).replace(/\s+/g, ' ');
  return new RegExp(
    filled
      .split(/\{(?:data|params)\.[\w-]+\}/)
      .map(literal)
      .join('.+?'),
  );
}

test.describe.configure({ timeout: 300_000 });

test('every state of every screen is reached, and every text of a custom screen shows in one of them', async ({
  page,
}) => {
  await page.goto('/__gallery');
  await expect(page.getByRole('heading', { name: 'Galería de pantallas' })).toBeVisible();
  // The previews mount one at a time (they share the app's state): over a minute here.
  await expect(page.locator('.gallery-card')).not.toHaveCount(0);
  await expect(page.locator('.gallery-waiting')).toHaveCount(0, { timeout: 240_000 });

  const noted = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((els) =>
        els.map((e) => `${e.closest('[data-entry]')?.getAttribute('data-entry')}: ${e.textContent}`),
      );
  expect(await noted('.gallery-missed'), 'states not reached').toEqual([]);
  expect(await noted('.gallery-moved'), 'previews that left their step').toEqual([]);

  // What each card shows: its text, and the texts of its attributes (labels, placeholders, links).
  const cards = await page.locator('[data-entry]').evaluateAll((els) =>
    els.map((card) => {
      const parts = [card.querySelector('.gallery-frame')?.textContent ?? ''];
      for (const el of card.querySelectorAll('.gallery-frame *'))
        for (const name of ['aria-label', 'placeholder', 'alt', 'href']) {
          const value = el.getAttribute(name);
          if (value) parts.push(name === 'href' ? decodeURIComponent(value) : value);
        }
      return { key: card.getAttribute('data-entry') ?? '', text: parts.join('\n').replace(/\s+/g, ' ') };
    }),
  );

  const missing: string[] = [];
  const listedButShown: string[] = [];
  for (const [id, step] of Object.entries(steps)) {
    if (step.kind !== 'custom' || !step.copy) continue;
    for (const [code, country] of Object.entries(countries)) {
      const shown = cards
        .filter((c) => c.key.startsWith(`${id}/${code}/`))
        .map((c) => c.text)
        .join('\n');
      if (!shown) continue; // the start screen shows under Mexico only
      for (const [key, text] of Object.entries(step.copy)) {
        const found = shownAs(text, country).test(shown);
        const excused = NOT_SHOWN[id]?.[key];
        if (!found && !excused) missing.push(`${id} (${code}): copy.${key} "${text}"`);
        if (found && excused) listedButShown.push(`${id}: copy.${key}`);
      }
    }
  }
  expect(missing, 'copy no state of the gallery shows').toEqual([]);
  expect(listedButShown, 'NOT_SHOWN lists copy the gallery now shows: remove it there').toEqual([]);
});
