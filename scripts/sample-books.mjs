#!/usr/bin/env node
// `npm run sample-books`: two books made with no keys, as a parent gets them from `npm start`: the offline
// storyteller and illustrator, a profile from the test fixtures and an idea from the idea set. Writes
// docs/books/<n>.md (title, summary, two pages) and the two pages' pictures as PNG (drawn by Chromium from
// the SVG), which README shows. Run after changing the storyteller or the illustrator; the files are committed.
// Also a finished keyless book's printable PDF from the embedded product, two of its pages drawn by pdf.js
// (docs/images/book-pdf-cover.png, book-pdf-page.png), and the first book's page 5 in each art style
// (docs/images/art-styles.png).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { printedBook } from './lib/bench-pdf.mjs';
import { pdfPagesToPng } from './lib/pdf-page-png.mjs';
import { CHROMIUM, ROOT, ensureBuilt, ensureChromium } from './lib/setup.mjs';

ensureBuilt();
ensureChromium();
const { createOfflineStoryteller, characterSheet } = await import(
  join(ROOT, 'packages/ai/dist/storytelling/index.js')
);
const { drawPicture } = await import(join(ROOT, 'packages/ai/dist/offline-illustrator/index.js'));
const { lucasProfile, mayaProfile } = await import(join(ROOT, 'packages/ai/dist/testing/index.js'));

const BOOKS = [
  {
    profile: mayaProfile({ age: '6' }),
    idea: 'a firefighter puppy who rescues a kitten from a tree',
    pages: [5, 8],
  },
  { profile: lucasProfile('7'), idea: 'un robot que aprende a cocinar paella con su abuela', pages: [3, 8] },
];
const OUT = join(ROOT, 'docs/books');
mkdirSync(join(ROOT, 'docs/images'), { recursive: true });
const SEED = 7;
mkdirSync(OUT, { recursive: true });

const { ART_STYLES } = await import(join(ROOT, 'packages/ai/dist/index.js'));

/** One scene in every art style, side by side with their names, for README. */
async function drawStyles(prompt, characterSheet) {
  const cells = ART_STYLES.map((artStyle) => {
    const { svg } = drawPicture({ prompt, characterSheet, seed: SEED, artStyle }, false);
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return `<figure style="margin:6px;display:inline-block;text-align:center"><img src="${src}" width="300" height="300"><figcaption>${artStyle}</figcaption></figure>`;
  });
  const page = await browser.newPage({ viewport: { width: 960, height: 700 } });
  await page.setContent(
    `<body style="margin:0;font:16px sans-serif;background:#fff">${cells.join('')}</body>`,
  );
  await page.screenshot({ path: join(ROOT, 'docs/images/art-styles.png'), fullPage: true });
  await page.close();
}

const teller = createOfflineStoryteller({ today: () => new Date('2026-06-01') });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
try {
  for (const [index, { profile, idea, pages }] of BOOKS.entries()) {
    const n = index + 1;
    const summary = (await teller.summary(profile, idea)).value;
    const story = (await teller.story(profile, summary, { idea })).value;
    const sheet = characterSheet(profile, idea);
    const lines = [`### ${summary.title}`, '', `_Idea:_ ${idea}`, '', `_Summary:_ ${summary.summary}`, ''];
    for (const number of pages) {
      const layout = story.bookLayout[number - 1];
      const { svg } = drawPicture(
        { prompt: layout.sceneDescription, characterSheet: sheet, seed: SEED },
        false,
      );
      const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
      await page.setContent(
        `<body style="margin:0">${svg.replace('<svg', '<svg width="512" height="512"')}</body>`,
      );
      const file = `book-${n}-page-${number}.png`;
      await page.screenshot({ path: join(OUT, file) });
      await page.close();
      lines.push(`**Page ${number}.** ${layout.pageText}`, '', `![Page ${number}](${file})`, '');
    }
    if (n === 1) await drawStyles(story.bookLayout[4].sceneDescription, sheet);
    writeFileSync(join(OUT, `book-${n}.md`), `${lines.join('\n').trim()}\n`);
    console.log(`docs/books/book-${n}.md: ${summary.title}`);
  }
  const images = join(ROOT, 'docs/images');
  mkdirSync(images, { recursive: true });
  await pdfPagesToPng(browser, await printedBook(), {
    1: join(images, 'book-pdf-cover.png'),
    6: join(images, 'book-pdf-page.png'),
  });
  console.log('docs/images/book-pdf-cover.png, book-pdf-page.png: pages 1 and 6 of a printed book');
} finally {
  await browser.close();
}
