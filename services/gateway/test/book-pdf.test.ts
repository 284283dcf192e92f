/**
 * The printable book through the gateway of the whole keyless product (issue 25): a book still being drawn
 * answers 409; a finished one gives its owner a PDF read back by pdf.js (page count, title, every page's
 * text, fonts embedded, a picture per page); anyone with the share link gets it while the book is shared,
 * no one once it is not; US Letter is its own file; bad input is a 400; deleting the book deletes it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BOOK_PDF_NOT_READY } from '../../story/src/book-pdf';
import { type Parent, lighthouseSummary as summary } from './book-fixtures';
import { startBookBed, type BookBed } from './book-test-bed';

interface ReadPdf {
  pageCount: number;
  title: string;
  pages: { text: string; paths: number; images: number; width: number; height: number }[];
  fonts: { name: string; embedded: boolean }[];
}

const READER = resolve(__dirname, '../../../scripts/lib/read-pdf.mjs');
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('a book as a printable PDF', () => {
  let bed: BookBed;
  let owner: Parent;
  let other: Parent;
  let bookId: string;
  let pageTexts: string[];

  const get = (who: Parent | null, path: string, query: Record<string, string> = {}) => {
    const call = bed.api.get(path).query(query);
    if (who) call.set('Cookie', who.cookie);
    return call;
  };
  const post: BookBed['post'] = (...args) => bed.post(...args);
  const pdfOf = (who: Parent | null, query: Record<string, string> = {}) =>
    get(who, '/api/story/book-pdf', { bookId, ...query });
  const download = async (who: Parent | null, url: string) =>
    get(who, url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    bed = await startBookBed('storybook-pdf-');
    [owner, other] = [await bed.signIn('Pdf Owner'), await bed.signIn('Pdf Other')];
    const profileId = await bed.addChild(owner);
    const cover = await post(owner, '/api/story/title-picture', { profileId, summaryData: summary });
    const story = await bed.writeStory(owner, profileId, {
      title_svg: cover.body.titleSvg,
      cf_title_image: cover.body.storyImage,
      cf_title_key: cover.body.fileKey,
    });
    expect(story.status).toBe(200);
    bookId = story.body.bookId as string;
  }, 60_000);

  afterAll(() => bed?.stop());

  it('says a book still being drawn is not ready yet, then gives its owner the whole book', async () => {
    const early = await pdfOf(owner);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(BOOK_PDF_NOT_READY);

    expect((await post(owner, '/api/story/bookgen', { bookId })).status).toBe(200);
    let answer = early;
    for (const deadline = Date.now() + 20_000; answer.status !== 200; await sleep(100)) {
      if (Date.now() > deadline) throw new Error(`no PDF within 20 s: ${JSON.stringify(answer.body)}`);
      answer = await pdfOf(owner);
    }
    expect(answer.body).toMatchObject({
      pdfUrl: `/media/users/${owner.userId}/books/${bookId}/book-a4.pdf`,
      fileName: 'The Shy Lighthouse (A4).pdf',
    });
    const file = await download(owner, answer.body.pdfUrl as string);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((file.body as Buffer).length).toBe(answer.body.sizeBytes);

    const book = await bed.api.post('/api/public/get-book').send({ bookId, userId: owner.userId });
    pageTexts = (book.body.bookData.pages as { page_text: string }[]).map((page) => page.page_text);
    const pdfFile = join(bed.dataDir, 'book.pdf');
    writeFileSync(pdfFile, file.body as Buffer);
    const pdf = JSON.parse(
      execFileSync(process.execPath, [READER, pdfFile], { encoding: 'utf8' }),
    ) as ReadPdf;
    // The cover, every page ('The End' last) and the colophon.
    expect(pdf.pageCount).toBe(pageTexts.length + 2);
    expect(pdf.title).toBe(summary.title);
    expect(flat(pdf.pages[0].text)).toContain('The Shy Lighthouse');
    pageTexts.forEach((text, index) => expect(flat(pdf.pages[index + 1].text)).toContain(flat(text)));
    expect(pageTexts.at(-1)).toBe('The End');
    expect(flat(pdf.pages.at(-1)!.text)).toContain('A story for Maya');
    // The offline illustrator's pictures, kept vector: paths on the cover and every page.
    for (const page of pdf.pages.slice(0, -1)) expect(page.paths).toBeGreaterThan(40);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
  }, 30_000);

  it('makes US Letter its own file, and refuses a paper it does not know', async () => {
    const letter = await pdfOf(owner, { paper: 'letter' });
    expect(letter.status).toBe(200);
    expect(letter.body.pdfUrl).toMatch(/\/book-letter\.pdf$/);
    expect(letter.body.fileName).toBe('The Shy Lighthouse (Letter).pdf');
    expect((await pdfOf(owner, { paper: 'a3' })).status).toBe(400);
  });

  it('follows the sharing rules: anyone with the link while shared, no one else once not', async () => {
    const byLink = await pdfOf(null, { userId: owner.userId });
    expect(byLink.status).toBe(200);
    expect((await download(null, byLink.body.pdfUrl as string)).status).toBe(200);
    // Without the owner in the link, another parent names nothing of theirs.
    expect((await pdfOf(other)).status).toBe(404);

    expect((await post(owner, '/api/story/share-book', { bookId, shared: false })).status).toBe(200);
    expect((await pdfOf(null, { userId: owner.userId })).status).toBe(404);
    expect((await pdfOf(other, { userId: owner.userId })).status).toBe(404);
    expect((await download(null, byLink.body.pdfUrl as string)).status).toBe(404);
    expect((await download(other, byLink.body.pdfUrl as string)).status).toBe(404);
    expect((await pdfOf(owner)).status).toBe(200);
    expect((await download(owner, byLink.body.pdfUrl as string)).status).toBe(200);
  });

  it('goes with the book', async () => {
    const { pdfUrl } = (await pdfOf(owner)).body as { pdfUrl: string };
    expect((await post(owner, '/api/story/delete-book', { bookId })).status).toBe(200);
    expect((await download(owner, pdfUrl)).status).toBe(404);
    expect((await pdfOf(owner)).status).toBe(404);
  });
});
