/**
 * Reads a PDF with pdf.js (Mozilla's parser, the one Firefox shows PDFs with) and prints what tests check:
 * each page's text, how many vector paths and raster pictures it paints, and every font with whether its
 * file is embedded. A script of its own because pdf.js ships as ES modules only, which jest's CommonJS
 * tests cannot import: they run it as a child process (`node scripts/lib/read-pdf.mjs <file>`).
 */
import { readFile } from 'node:fs/promises';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function readPdf(bytes) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  const fonts = new Map();
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
      .join('')
      .replace(/[ \t]+/g, ' ');
    const ops = await page.getOperatorList();
    let paths = 0;
    let images = 0;
    for (let i = 0; i < ops.fnArray.length; i += 1) {
      const op = ops.fnArray[i];
      if (op === OPS.constructPath) paths += 1;
      if (op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject) images += 1;
      if (op === OPS.setFont) {
        const id = ops.argsArray[i][0];
        const font = page.commonObjs.has(id) ? page.commonObjs.get(id) : undefined;
        if (font) fonts.set(font.name, { name: font.name, embedded: !font.missingFile });
      }
    }
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({ number, text, paths, images, width: Math.round(width), height: Math.round(height) });
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { pageCount: pages.length, title: info?.Title ?? '', pages, fonts: [...fonts.values()] };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const result = await readPdf(await readFile(process.argv[2]));
  process.stdout.write(JSON.stringify(result));
}
