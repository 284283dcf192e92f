/**
 * The fonts a printed book is set in, from @fontsource packages (SIL Open Font License), embedded in every
 * PDF as subsets. Their `latin` files hold Latin-1, œ, the typographic quotes and dashes: every letter of the
 * six languages the storyteller writes (English, Spanish, French, German, Italian, Portuguese). WOFF, not
 * WOFF2: fontkit cannot subset WOFF2's transformed glyph tables. The title takes the spec §9 kind of its
 * genre; the body is a round sans a child reads easily.
 */
import { readFileSync } from 'node:fs';
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

/** The font files, read once per process. */
export function pdfFonts(): Record<PdfFont, Buffer> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(file))]),
  ) as Record<PdfFont, Buffer>;
  return loaded;
}
