// The colour of one pixel of a screenshot, for what the DOM cannot say: how the engine
// drew a control (WebKit paints a native select over our CSS unless told not to).
// Reads the 8-bit, non-interlaced RGB or RGBA PNGs the drivers' screenshots are.
import { inflateSync } from 'node:zlib';

export type Rgb = [number, number, number];

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function pixelAt(png: Buffer, x: number, y: number): Rgb {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  const width = png.readUInt32BE(16);
  const [depth, colorType, , , interlace] = png.subarray(24, 29);
  const channels = colorType === 2 ? 3 : colorType === 6 ? 4 : 0;
  if (depth !== 8 || !channels || interlace) throw new Error(`PNG not read here: depth ${depth}, type ${colorType}`);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const data = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  // Undo the row filters down to row y (each row depends on the one above).
  let previous = new Uint8Array(stride);
  let row = new Uint8Array(stride);
  for (let r = 0; r <= y; r++) {
    const start = r * (stride + 1);
    const filter = data[start];
    row = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const raw = data[start + 1 + i] ?? 0;
      const left = i >= channels ? (row[i - channels] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= channels ? (previous[i - channels] ?? 0) : 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      row[i] = (raw + predicted) & 0xff;
    }
    previous = row;
  }
  const i = x * channels;
  return [row[i] ?? 0, row[i + 1] ?? 0, row[i + 2] ?? 0];
}
