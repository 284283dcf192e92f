/**
 * The fonts a printed book is set in, from @fontsource packages (SIL Open Font License), embedded in every
 * PDF as subsets. Their `latin` files hold Latin-1, œ, the typographic quotes and dashes: every letter of the
 * six languages the storyteller writes (English, Spanish, French, German, Italian, Portuguese). WOFF, not
 * WOFF2: fontkit cannot subset WOFF2's transformed glyph tables. The title takes the spec §9 kind of its
 * genre; the body is a round sans a child reads easily.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { FontKind } from './title-svg';

export type PdfFont = 'body' | 'bodyBold' | FontKind;

const FILES: Record<PdfFont, string> = {
  body: '@fontsource/nunito/files/nunito-latin-400-normal.woff',
  bodyBold: '@fontsource/nunito/files/nunito-latin-700-normal.woff',
  sans: '@fontsource/nunito/files/nunito-latin-700-normal.woff',
  serif: '@fontsource/lora/files/lora-latin-700-normal.woff',
  cursive: '@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff',
  // Luckiest Guy is the display face the title SVG names first; it has one weight, already heavy.
  display: '@fontsource/luckiest-guy/files/luckiest-guy-latin-400-normal.woff',
};

let loaded: Record<PdfFont, Buffer> | undefined;

/** The fonts as plain TrueType, read and unpacked once per process. */
export function pdfFonts(): Record<PdfFont, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, woffToSfnt(readFileSync(require.resolve(file)))]),
  ) as Record<PdfFont, Buffer>;
  return loaded;
}

/**
 * A WOFF file as the TrueType font it wraps (WOFF 1.0: each table zlib-compressed). fontkit reads WOFF
 * itself, but inflates its tables in JavaScript for every document; unpacked once here with node's zlib, a
 * book renders about a second faster.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + count * 16);
  woff.copy(head, 0, 4, 8);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(count * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}
