/**
 * The product's own sample books (`SAMPLE_BOOKS`, on for `npm start`): a fresh product places them on the
 * public shelf, complete and illustrated, in six languages, readable logged out; a restart on the same data
 * places nothing twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import { SAMPLE_BOOKS, SAMPLE_USER_ID } from '@storybook-app/story';
import pino from 'pino';
import request from 'supertest';

interface ShelfBook {
  book_id: string;
  user_id: string;
  data: { title: string; cf_title_image: string; sample: boolean };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('sample books on the public shelf', () => {
  let dataDir: string;
  let product: EmbeddedProduct | undefined;

  const start = async () => {
    product = await startEmbedded(
      { dataDir, webDist: dataDir, port: 0, env: { SAMPLE_BOOKS: 'true' } },
      pino({ level: 'silent' }),
    );
    return request(product.url);
  };

  async function shelfOf(api: ReturnType<typeof request>, count: number): Promise<ShelfBook[]> {
    for (const deadline = Date.now() + 30_000; ; await sleep(100)) {
      const res = await api.get('/api/public/public-bookshelf').query({ page: 1 });
      const books = (res.body.publicBooks ?? []) as ShelfBook[];
      if (books.length >= count) return books;
      if (Date.now() > deadline)
        throw new Error(`the public shelf shows ${books.length} books, not ${count}`);
    }
  }

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-samples-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
  });

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('places complete, illustrated books in six languages, readable by anyone', async () => {
    const api = await start();
    const shelf = await shelfOf(api, SAMPLE_BOOKS.length);
    expect(shelf).toHaveLength(SAMPLE_BOOKS.length);
    expect(
      shelf.every(
        (book) =>
          book.user_id === SAMPLE_USER_ID &&
          book.data.sample &&
          book.data.cf_title_image.startsWith('/media/'),
      ),
    ).toBe(true);
    const languages = new Set<string>();
    for (const { book_id } of shelf) {
      for (const deadline = Date.now() + 30_000; ; await sleep(100)) {
        const res = await api.post('/api/public/get-public-book').send({ bookId: book_id });
        expect(res.status).toBe(200);
        const book = res.body.bookData as {
          language: string;
          pages: Array<{ status: string; cf_cloud_url: string }>;
        };
        if (book.pages.every((page) => page.status === 'ready')) {
          expect(book.pages.length).toBeGreaterThanOrEqual(9);
          expect(book.pages.every((page) => page.cf_cloud_url.startsWith('/media/'))).toBe(true);
          languages.add(book.language);
          break;
        }
        if (Date.now() > deadline) throw new Error(`the pictures of ${book_id} were not drawn within 30 s`);
      }
    }
    expect([...languages].sort()).toEqual([
      'English',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Spanish',
    ]);
  }, 90_000);

  it('places nothing twice when the product starts again on the same data', async () => {
    await product?.stop();
    const api = await start();
    await sleep(1500);
    const shelf = await shelfOf(api, SAMPLE_BOOKS.length);
    expect(shelf).toHaveLength(SAMPLE_BOOKS.length);
  }, 60_000);
});
