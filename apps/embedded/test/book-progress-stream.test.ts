/**
 * GET /api/story/book-progress on the whole product (what `npm start` runs): the book page's live progress
 * as server-sent events. A parent opens the stream before asking for the pictures and sees the pages go
 * from pending to ready, each event the whole page list, until the last says finished and the stream ends.
 */
import request from 'supertest';
import { startTestProduct, type TestProduct } from './test-product';

interface Progress {
  pages: Array<{ page_number: number; page_text: string; cf_cloud_url: string; status: string }>;
  totalPages: number;
  finished: boolean;
}

interface ServerEvent {
  name: string;
  data: string;
}

/** Reads a text/event-stream body to its end, event by event (the wire format of the HTML standard). */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length === 0) continue;
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}: `))
          .map((line) => line.slice(name.length + 2))
          .join('\n');
      onEvent({ name: field('event') || 'message', data: field('data') });
    }
  }
}

const maya = {
  personal_information: { first_name: 'Maya', gender: 'Girl', language: 'English', ethnicity: 'Other' },
  interests: { fears: ['thunder'] },
};

const bookData = {
  prompt: 'Maya and Biscuit fly a kite over the harbour',
  title: 'The Harbour Kite',
  summary: 'Maya and her dog Biscuit fly a red kite over the harbour and make a new friend.',
  genre: 'Adventure',
  themes: 'Friendship, Courage',
  setting: 'A windy harbour town',
  characters: 'Maya, Biscuit',
};

describe('book progress as server-sent events', () => {
  let product: TestProduct;
  let parent: { cookie: string; userId: string };
  let bookId: string;

  beforeAll(async () => {
    product = await startTestProduct();
    parent = await product.signIn('Parent Progress');
    const api = request(product.url);
    const profile = await api
      .post('/api/files/create-profile')
      .set('Cookie', parent.cookie)
      .send({ profileInfo: { profile_data: maya } });
    expect(profile.status).toBe(200);
    // Choosing the first PIN for the profile lets this session write for it (the generation grant).
    const pin = await api
      .post('/api/user/update-pin')
      .set('Cookie', parent.cookie)
      .send({ old_pin: '', new_pin: '1234', profileId: profile.body.profile.profile_id });
    expect(pin.status).toBe(200);
    const story = await api
      .post('/api/story/storygen')
      .set('Cookie', parent.cookie)
      .send({ profileId: profile.body.profile.profile_id, bookData });
    expect(story.status).toBe(200);
    bookId = story.body.bookId as string;
  });

  afterAll(async () => {
    await product?.stop();
  });

  const streamUrl = (id: string) => `${product.url}/api/story/book-progress?bookId=${encodeURIComponent(id)}`;

  it('streams the pages from pending to ready, then says finished and ends', async () => {
    const response = await fetch(streamUrl(bookId), { headers: { cookie: parent.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const events: ServerEvent[] = [];
    let askedForPictures: Promise<request.Response> | null = null;
    await readEvents(response.body!, (event) => {
      events.push(event);
      // The stream is open and shows the written book: now ask for its pictures.
      askedForPictures ??= request(product.url)
        .post('/api/story/bookgen')
        .set('Cookie', parent.cookie)
        .send({ bookId, animateImages: false })
        .then((res) => res);
    });
    expect((await askedForPictures!)?.status).toBe(200);

    expect(events.every((event) => event.name === 'progress')).toBe(true);
    const progress = events.map((event) => JSON.parse(event.data) as Progress);
    const first = progress[0]!;
    expect(first.totalPages).toBeGreaterThanOrEqual(8);
    expect(first.pages).toHaveLength(first.totalPages);
    expect(first.pages.every((page) => page.status === 'pending')).toBe(true);
    expect(first.pages.at(-1)?.page_text).toBe('The End');
    expect(first.finished).toBe(false);

    const readyCounts = progress.map((p) => p.pages.filter((page) => page.status === 'ready').length);
    expect(readyCounts).toEqual([...readyCounts].sort((x, y) => x - y));
    expect(progress.length).toBeGreaterThan(1);
    const last = progress.at(-1)!;
    expect(last.finished).toBe(true);
    expect(
      last.pages.every((page) => page.status === 'ready' && page.cf_cloud_url.startsWith('/media/')),
    ).toBe(true);
    expect(progress.slice(0, -1).every((p) => !p.finished)).toBe(true);
  });

  it('answers a finished book with one event and ends', async () => {
    const response = await fetch(streamUrl(bookId), { headers: { cookie: parent.cookie } });
    const events: ServerEvent[] = [];
    await readEvents(response.body!, (event) => events.push(event));
    expect(events).toHaveLength(1);
    expect((JSON.parse(events[0]!.data) as Progress).finished).toBe(true);
  });

  it('refuses visitors with 401 and answers another parent like a missing book, as JSON', async () => {
    const visitor = await request(product.url).get('/api/story/book-progress').query({ bookId });
    expect(visitor.status).toBe(401);
    const stranger = await product.signIn('Parent Stranger');
    const other = await request(product.url)
      .get('/api/story/book-progress')
      .query({ bookId })
      .set('Cookie', stranger.cookie);
    expect(other.status).toBe(404);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
    expect(other.body).toEqual({ error: 'This book does not exist.' });
    const invalid = await request(product.url)
      .get('/api/story/book-progress')
      .query({ bookId: '' })
      .set('Cookie', parent.cookie);
    expect(invalid.status).toBe(400);
  });
});
