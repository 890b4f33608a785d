// The signature pad as a person uses it, shared by the specs that sign: where the
// pad is, a scribble drawn with the mouse, and how much ink the canvas holds.
import { expect, type Locator, type Page } from '@playwright/test';

export const pad = (page: Page) => page.getByRole('img', { name: 'Recuadro para dibujar tu firma' });
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar firma' });

export async function padBox(page: Page) {
  const canvas = pad(page);
  await expect(page.getByText('Preparando el recuadro de firma')).toHaveCount(0);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the pad is not on screen');
  return box;
}

/** A signature-like scribble with the mouse: two strokes inside x 40..260, y 120..300 of the pad. */
export async function drawWithMouse(page: Page) {
  const box = await padBox(page);
  const at = (x: number, y: number) => [box.x + x, box.y + y] as const;
  await page.mouse.move(...at(40, 220));
  await page.mouse.down();
  for (const [x, y] of [
    [70, 140],
    [100, 280],
    [130, 150],
    [160, 270],
    [190, 160],
    [220, 250],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 8 });
  await page.mouse.up();
  await page.mouse.move(...at(60, 300));
  await page.mouse.down();
  await page.mouse.move(...at(260, 295), { steps: 12 });
  await page.mouse.up();
}

/** How many pixels of the pad carry ink. */
export function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')?.getImageData(0, 0, c.width, c.height) ?? { data: [] as number[] };
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++;
    return n;
  });
}
