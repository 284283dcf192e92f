/**
 * The printable book (issue 25): a keyless book's PDF read back by pdf.js (scripts/lib/read-pdf.mjs, in a
 * child process: pdf.js is ES modules only). Page count, the title and every page's text in all six
 * languages, fonts embedded, a vector picture per page, both paper sizes; then the RPC: kept per book and
 * paper, pictures only from the owner's folders.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { drawPicture } from '@storybook-app/ai/offline-illustrator';
import { openFolderBlobStore, type BlobStore } from '@storybook-app/kit';
import { renderBookPdf, type BookPdfContent } from '../src/book-pdf';
import { bookPdfKey, renderBookPdfRpc } from '../src/book-pdfs';
import { pageKey } from '../src/user-blobs';
import { silentLogger } from './images-test-bed';

interface ReadPdf {
  pageCount: number;
  title: string;
  pages: { number: number; text: string; paths: number; images: number; width: number; height: number }[];
  fonts: { name: string; embedded: boolean }[];
}

const READER = resolve(__dirname, '../../../scripts/lib/read-pdf.mjs');
const dir = mkdtempSync(join(tmpdir(), 'book-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function readPdf(bytes: Buffer): ReadPdf {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return JSON.parse(execFileSync(process.execPath, [READER, file], { encoding: 'utf8' })) as ReadPdf;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One sentence a page in each language the storyteller writes, with the letters that need care. */
const TEXTS = [
  'Once upon a time, Maya’s puppy found a “magic” key — and off they went!',
  '¡Hola! —dijo Lucas—. ¿Vamos a cocinar paella con la abuela? ¡Sí, señor!',
  'Léa et son cœur d’or : « Ça, c’est une forêt enchantée » dit-elle à l’œil.',
  'Jürgen und die Bären aßen süße Äpfel; „Großartig!“ rief Öskar übermütig.',
  'Giulia andò là, perché c’è più felicità: «Così è!» disse il papà.',
  'João e a avó viram as estrelas; “Não há ninguém como você!” disse ela, coração cheio.',
];

function svgPicture(seed: number) {
  const picture = drawPicture(
    {
      prompt: 'Place: park\nTime: day\nOn the page: Maya, a puppy\nAction: running',
      characterSheet: 'Maya is a girl of 6 with brown hair.',
      seed,
    },
    false,
  );
  return { body: Buffer.from(picture.svg, 'utf8'), contentType: 'image/svg+xml' };
}

function content(language = 'English'): BookPdfContent {
  return {
    title: 'Maya and the Firefighter Puppy',
    genre: 'Adventure',
    language,
    childName: 'Maya',
    madeAt: '2026-11-26T10:00:00.000Z',
    cover: svgPicture(1),
    pages: [
      ...TEXTS.map((text, index) => ({ pageNumber: index + 1, text, picture: svgPicture(index + 2) })),
      { pageNumber: TEXTS.length + 1, text: 'The End', picture: svgPicture(99) },
    ],
  };
}

describe('the printable book', () => {
  it('has the cover, every page with its picture and text, The End and a colophon, fonts embedded', async () => {
    const pdf = readPdf(await renderBookPdf(content(), 'a4'));
    // Cover, six story pages, The End, colophon.
    expect(pdf.pageCount).toBe(1 + TEXTS.length + 1 + 1);
    expect(pdf.title).toBe('Maya and the Firefighter Puppy');
    const [cover, ...rest] = pdf.pages;
    // The title in lines of about 17 characters (spec §9), then the child.
    expect(flat(cover.text)).toBe('Maya and the Firefighter Puppy A story for Maya');
    TEXTS.forEach((text, index) => {
      expect(flat(rest[index].text)).toContain(text);
    });
    expect(flat(rest[TEXTS.length].text)).toBe('The End');
    const colophon = flat(rest[TEXTS.length + 1].text);
    expect(colophon).toContain('A story for Maya');
    expect(colophon).toContain('Made on 26 November 2026');
    expect(colophon).toContain('All content is AI generated and may contain errors.');
    // A vector picture on the cover, on every story page and on The End: many paths, no raster.
    for (const page of pdf.pages.slice(0, -1)) {
      expect(page.paths).toBeGreaterThan(40);
      expect(page.images).toBe(0);
    }
    // Every font is embedded: the body face and the genre's (Adventure: sans, the bold face).
    expect(pdf.fonts.length).toBeGreaterThanOrEqual(2);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
    expect(pdf.fonts.map((font) => font.name).join(' ')).toMatch(/Nunito/);
    expect(pdf.pages.every((page) => page.width === 595 && page.height === 842)).toBe(true);
  });

  it('sets the title in its genre face on US Letter, and the colophon in the story language', async () => {
    const book = { ...content('Spanish'), title: 'Lucas y el robot', genre: 'FairyTale' };
    const pdf = readPdf(await renderBookPdf(book, 'letter'));
    expect(pdf.pages.every((page) => page.width === 612 && page.height === 792)).toBe(true);
    expect(flat(pdf.pages[0].text)).toBe('Lucas y el robot Un cuento para Maya');
    expect(flat(pdf.pages.at(-1)?.text ?? '')).toContain('Hecho el 26 de noviembre de 2026');
    expect(pdf.fonts.map((font) => font.name).join(' ')).toMatch(/Lora/);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
  });

  it('embeds a provider picture as a raster image', async () => {
    // The smallest PNG: one pixel.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const book = content();
    book.pages[0] = { ...book.pages[0], picture: { body: png, contentType: 'image/png' } };
    const pdf = readPdf(await renderBookPdf(book, 'a4'));
    expect(pdf.pages[1].images).toBe(1);
  });
});

describe('RenderBookPdf', () => {
  let blobs: BlobStore;
  const deps = () => ({ blobs, mediaPublicPath: '/media', logger: silentLogger });
  beforeAll(() => {
    blobs = openFolderBlobStore({ dir: join(dir, 'blobs') });
  });

  const request = async (overrides: Record<string, unknown> = {}) => {
    const key = pageKey('u1', 'b1', 1, 'svg');
    const picture = svgPicture(5);
    await blobs.put(key, picture.body, { contentType: picture.contentType });
    return {
      user_id: 'u1',
      book_id: 'b1',
      paper: 'a4',
      title: 'A book',
      genre: 'Bedtime',
      language: 'English',
      child_name: 'Maya',
      made_at: '2026-11-26T10:00:00.000Z',
      cover_url: '',
      pages: [
        { page_number: 1, text: 'Good night, moon.', picture_url: `/media/${key}` },
        { page_number: 2, text: 'The End', picture_url: `/media/${key}` },
      ],
      ...overrides,
    };
  };

  it('renders once per book and paper and keeps it in the book folder', async () => {
    const first = await renderBookPdfRpc(deps(), await request());
    expect(first).toMatchObject({
      key: bookPdfKey('u1', 'b1', 'a4'),
      url: '/media/users/u1/books/b1/book-a4.pdf',
      rendered: true,
    });
    const stored = await blobs.get(first.key ?? '');
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.size).toBe(first.size_bytes);
    const again = await renderBookPdfRpc(deps(), await request());
    expect(again).toMatchObject({ key: first.key, rendered: false, size_bytes: first.size_bytes });
    const letter = await renderBookPdfRpc(deps(), await request({ paper: 'letter' }));
    expect(letter.key).toBe('users/u1/books/b1/book-letter.pdf');
  });

  it("refuses another paper, and a picture outside the owner's folders", async () => {
    await expect(renderBookPdfRpc(deps(), await request({ paper: 'a3' }))).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    const stranger = await request({ book_id: 'b2', cover_url: '/media/users/u2/covers/x.svg' });
    await expect(renderBookPdfRpc(deps(), stranger)).rejects.toMatchObject({ code: 'invalid_argument' });
    expect(await blobs.exists(bookPdfKey('u1', 'b2', 'a4'))).toBe(false);
  });
});
