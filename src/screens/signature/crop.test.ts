// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { croppedSignature, inkBox, stripDataUrl } from './crop';

/** A w × h RGBA image, transparent except the listed pixels (alpha given). */
function image(width: number, height: number, ink: Array<[x: number, y: number, alpha?: number]>) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (const [x, y, alpha = 255] of ink) data[(y * width + x) * 4 + 3] = alpha;
  return { data, width, height };
}

afterEach(() => vi.restoreAllMocks());

describe('inkBox', () => {
  it.each([
    ['blank', image(10, 10, []), 0, null],
    ['one pixel', image(10, 10, [[4, 6]]), 0, { x: 4, y: 6, width: 1, height: 1 }],
    [
      'a stroke from (2,3) to (7,5)',
      image(10, 10, [
        [2, 3],
        [5, 4],
        [7, 5],
      ]),
      0,
      { x: 2, y: 3, width: 6, height: 3 },
    ],
    ['grown by the margin', image(20, 20, [[10, 10]]), 3, { x: 7, y: 7, width: 7, height: 7 }],
    [
      'the margin stops at the edges',
      image(10, 10, [
        [0, 1],
        [9, 8],
      ]),
      4,
      { x: 0, y: 0, width: 10, height: 10 },
    ],
    ['faint anti-aliased ink counts', image(10, 10, [[3, 3, 1]]), 0, { x: 3, y: 3, width: 1, height: 1 }],
    ['colour without alpha is background', image(4, 4, []), 0, null],
  ])('%s', (_case, pixels, margin, expected) => {
    expect(inkBox(pixels, margin)).toEqual(expected);
  });
});

describe('stripDataUrl', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', 'iVBORw0KGgo='],
    ['data:image/png;base64,', ''],
    ['iVBORw0KGgo=', 'iVBORw0KGgo='],
  ])('%s → %s', (input, output) => {
    expect(stripDataUrl(input)).toBe(output);
  });
});

describe('croppedSignature', () => {
  /** toDataURL that tells which canvas size it encoded. */
  function encodeSize() {
    return vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
      return `data:image/png;base64,${btoa(`${this.width}x${this.height}`)}`;
    });
  }

  function pad(width: number, height: number) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  }

  it('encodes only the drawn area plus the margin, as bare base64 PNG', () => {
    const toDataURL = encodeSize();
    const canvas = pad(900, 1410);
    vi.spyOn(CanvasRenderingContext2D.prototype, 'getImageData').mockReturnValue(
      image(900, 1410, [
        [120, 300],
        [480, 420],
      ]) as unknown as ImageData,
    );
    const drawImage = vi.spyOn(CanvasRenderingContext2D.prototype, 'drawImage');

    const signature = croppedSignature(canvas, 24);

    expect(atob(signature)).toBe('409x169');
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(drawImage).toHaveBeenCalledWith(canvas, 96, 276, 409, 169, 0, 0, 409, 169);
  });

  it('sends the whole pad rather than nothing when its pixels cannot be read', () => {
    encodeSize();
    const canvas = pad(300, 470);
    vi.spyOn(CanvasRenderingContext2D.prototype, 'getImageData').mockImplementation(() => {
      throw new DOMException('tainted', 'SecurityError');
    });
    expect(atob(croppedSignature(canvas, 8))).toBe('300x470');
  });
});
