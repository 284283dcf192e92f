// Draws pages of a PDF as PNG in Chromium with pdf.js (headless Chromium has no PDF viewer): the page is
// served from a made-up origin by request interception, so nothing listens on a port.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const PDFJS = join(dirname(require.resolve('pdfjs-dist/package.json')), 'build');
const ORIGIN = 'http://pdf.local';

/** Writes page `number` (1-based) of `pdf` to each `files[number]`, `width` CSS pixels wide at 2x. */
export async function pdfPagesToPng(browser, pdf, files, width = 620) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 2 });
  const bodies = {
    '/index.html': ['<!doctype html><body style="margin:0;background:#777">', 'text/html'],
    '/pdf.mjs': [readFileSync(join(PDFJS, 'pdf.mjs')), 'text/javascript'],
    '/pdf.worker.mjs': [readFileSync(join(PDFJS, 'pdf.worker.mjs')), 'text/javascript'],
    '/book.pdf': [pdf, 'application/pdf'],
  };
  await page.route(`${ORIGIN}/**`, (route) => {
    const found = bodies[new URL(route.request().url()).pathname];
    return found
      ? route.fulfill({ body: found[0], contentType: found[1] })
      : route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`${ORIGIN}/index.html`);
  try {
    for (const [number, file] of Object.entries(files)) {
      await page.evaluate(
        async ({ number, width }) => {
          const { document } = globalThis;
          const pdfjs = await import('/pdf.mjs');
          pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
          const doc = await pdfjs.getDocument('/book.pdf').promise;
          const sheet = await doc.getPage(number);
          const scale = (width / sheet.getViewport({ scale: 1 }).width) * 2;
          const viewport = sheet.getViewport({ scale });
          document.body.replaceChildren();
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.width = `${viewport.width / 2}px`;
          canvas.style.display = 'block';
          document.body.append(canvas);
          await sheet.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
        },
        { number: Number(number), width },
      );
      await page.locator('canvas').screenshot({ path: file });
    }
  } finally {
    await page.close();
  }
}
