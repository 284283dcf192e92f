/**
 * Small but real PNG files for the fake image providers, encoded here with node:zlib (deflate and CRC-32) so
 * the tests need no image library: 8-bit RGB, one IHDR, one IDAT, IEND.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose pixel at (x, y) is `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      rows.writeUInt8(r & 0xff, row + 1 + x * 3);
      rows.writeUInt8(g & 0xff, row + 2 + x * 3);
      rows.writeUInt8(b & 0xff, row + 3 + x * 3);
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour. */
export const solidPng = (width: number, height: number, colour: Rgb): Buffer =>
  encodePng(width, height, () => colour);

/**
 * The fakes' default picture: a 16 x 16 gradient whose colours come from `text` (the prompt and seed), so
 * different requests get different pictures, and the same request the same one.
 */
export function fakePicture(text: string, size = 16): Buffer {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  const base: Rgb = [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff];
  return encodePng(size, size, (x, y) => [base[0] + x * 4, base[1] + y * 4, base[2] + (x + y) * 2]);
}
