/**
 * Art styles through the whole keyless product (issue 25): the style a parent picks goes with the book,
 * every page's picture is drawn in it by the offline illustrator, and the shelf and the reader name it. A
 * style nobody offers is a 400 and writes nothing; a book written without one is a picture book.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import pino from 'pino';
import request from 'supertest';
import { maya } from './book-fixtures';

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const summary = {
  title: 'The Crayon Meadow',
  summary: 'Maya and her puppy find a meadow full of colours.',
  genre: 'Adventure',
  themes: 'Friendship',
  setting: 'A sunny meadow',
  characters: 'Maya and a puppy',
};

describe('a book drawn in the style its parent picked', () => {
  let dataDir: string;
  let product: EmbeddedProduct;
  let api: ReturnType<typeof request>;
  let cookie: string;
  let profileId: string;

  const post = (path: string, body: object) => api.post(path).set('Cookie', cookie).send(body);
  const storygen = (extra: object) =>
    post('/api/story/storygen', {
      profileId,
      bookData: { ...summary, prompt: 'a meadow of colours', ...extra },
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storybook-styles-'));
    writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
    product = await startEmbedded({ dataDir, webDist: dataDir, port: 0 }, pino({ level: 'silent' }));
    api = request(product.url);
    const res = await api.post('/api/auth/local-login').send({ name: 'Style Parent' });
    cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const profile = await post('/api/files/create-profile', { profileInfo: { profile_data: maya } });
    profileId = profile.body.profile.profile_id as string;
    await post('/api/user/update-pin', { old_pin: '', new_pin: '1357', profileId });
  }, 60_000);

  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws every page in the style, and the shelf and the reader name it', async () => {
    const story = await storygen({ art_style: 'crayon' });
    expect(story.status).toBe(200);
    const bookId = story.body.bookId as string;
    expect((await post('/api/story/bookgen', { bookId })).status).toBe(200);
    const total = (story.body.bookLayout as string[]).length + 1;
    for (let pageNum = 1; pageNum <= total; pageNum += 1) {
      let page = await post('/api/story/get-page', { bookId, pageNum });
      for (const deadline = Date.now() + 20_000; page.body.pageData.status !== 'ready'; await sleep(100)) {
        if (Date.now() > deadline) throw new Error(`page ${pageNum} was not drawn within 20 s`);
        page = await post('/api/story/get-page', { bookId, pageNum });
      }
      const picture = await api.get(page.body.pageData.cf_cloud_url as string).set('Cookie', cookie);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      expect(picture.body.toString()).toContain('art-crayon');
    }
    const shelf = await api.get('/api/story/fill-bookshelf').set('Cookie', cookie);
    expect(shelf.body.books[0].data.art_style).toBe('crayon');
    const book = await api.post('/api/public/get-book').send({ bookId, userId: shelf.body.books[0].user_id });
    expect(book.body.bookData.art_style).toBe('crayon');
  }, 30_000);

  it('refuses a style nobody offers and writes nothing; without one, a picture book', async () => {
    const refused = await storygen({ art_style: 'oil-paint' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^Invalid request/);
    const shelf = await api.get('/api/story/fill-bookshelf').set('Cookie', cookie);
    expect(shelf.body.books).toHaveLength(1);

    const plain = await storygen({});
    expect(plain.status).toBe(200);
    const after = await api.get('/api/story/fill-bookshelf').set('Cookie', cookie);
    expect(after.body.books[0].data.art_style).toBe('picture-book');
  });
});
