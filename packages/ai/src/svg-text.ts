/**
 * Text inside the SVGs this service writes. Titles and descriptions come from a model or a parent, so every
 * piece of text is escaped, and characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/FFFF)
 * are dropped: one of them would make the whole picture unreadable to a browser.
 */

/** XML 1.0's Char production. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** The text without the characters XML cannot hold (a lone surrogate comes out of `Array.from` on its own). */
export const xmlChars = (text: string) =>
  Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('');

/** Escapes text for element content and double- or single-quoted attribute values. */
export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
