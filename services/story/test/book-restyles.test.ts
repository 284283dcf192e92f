/**
 * A finished book drawn again in another style (issue 25), on real parts: story's RestyleBook asks for every
 * page's picture as a take of that page in the new style (the real images service, the Flux client against
 * its fake), the cover through RenderCover, and swaps them all in at once when the last is in: the book's
 * style changes, its kept PDFs and the pictures from before are deleted. Billing is real: no credit is taken.
 */
import { MODEL_SUMMARY, mayaProfile } from '@storybook-app/ai/testing';
import { eventually } from '@storybook-app/kit/testing';
import { BookRecords } from '../src';
import { BOOK_NOT_FOUND } from '../src/book-access';
import {
  BOOK_NOT_READY,
  PAGE_BEING_REMADE,
  RESTYLE_STALE_MS,
  RESTYLE_UNDER_WAY,
  SAME_STYLE,
  UNKNOWN_STYLE,
} from '../src/book-restyles';
import { BOOK_BEING_RESTYLED } from '../src/page-remakes';
import { expectCode, StoryBed } from './story-test-bed';

const blobKey = (url: string) => url.replace(/^\/media\//, '');

describe('a book drawn again in another style (images and billing for real)', () => {
  let bed: StoryBed;
  let books: BookRecords;
  const user = 'parent-restyle';
  const oldCover = `users/${user}/covers/from-the-summary.svg`;
  let bookId: string;
  let total: number;

  const pagesOf = (id: string) =>
    Promise.all(
      Array.from(
        { length: total },
        async (_, i) => (await bed.story.GetPage({ user_id: user, book_id: id, page_num: i + 1 })).page!,
      ),
    );
  const credits = async () => (await bed.billing.GetCredits({ user_id: user })).credits;

  beforeAll(async () => {
    bed = await StoryBed.start({ starterCredits: 3 });
    books = await BookRecords.open(bed.storyStore);
    const profileId = await bed.saveProfile(user, mayaProfile());
    await bed.blobs.put(oldCover, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      contentType: 'image/svg+xml',
    });
    const draft = {
      prompt: 'Maya and Biscuit bake moon cakes',
      ...MODEL_SUMMARY,
      cf_title_key: oldCover,
      cf_title_image: `/media/${oldCover}`,
    };
    const story = await bed.story.GenerateStory({ user_id: user, profile_id: profileId, book: draft });
    bookId = story.book_id;
    total = story.book_layout.length + 1;
    const early = await expectCode(
      bed.story.RestyleBook({ user_id: user, book_id: bookId, art_style: 'crayon' }),
      'failed_precondition',
    );
    expect(early.message).toBe(BOOK_NOT_READY);
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });
    await eventually('every page ready', () => pagesOf(bookId), {
      until: (all) => all.every((p) => p.status === 'PAGE_STATUS_READY'),
      timeoutMs: 20_000,
    });
    await eventually('the book paid', credits, { until: (left) => left === 2, timeoutMs: 10_000 });
  }, 60_000);

  afterAll(async () => {
    await bed?.close();
  });

  it("refuses someone else's book, an unknown style, the style it has, and a book with a page made again", async () => {
    const ref = { user_id: user, book_id: bookId };
    expect(
      (
        await expectCode(
          bed.story.RestyleBook({ ...ref, user_id: 'stranger', art_style: 'ink' }),
          'not_found',
        )
      ).message,
    ).toBe(BOOK_NOT_FOUND);
    expect(
      (await expectCode(bed.story.RestyleBook({ ...ref, art_style: 'oil paint' }), 'invalid_argument'))
        .message,
    ).toBe(UNKNOWN_STYLE);
    expect(
      (await expectCode(bed.story.RestyleBook({ ...ref, art_style: 'picture-book' }), 'failed_precondition'))
        .message,
    ).toBe(SAME_STYLE);

    await bed.story.RemakePage({ ...ref, page_num: 2 });
    expect(
      (await expectCode(bed.story.RestyleBook({ ...ref, art_style: 'ink' }), 'failed_precondition')).message,
    ).toBe(PAGE_BEING_REMADE);
    await eventually('the new take', () => bed.story.GetPage({ ...ref, page_num: 2 }), {
      until: (reply) => reply.page?.remake?.status === 'PAGE_STATUS_READY',
      timeoutMs: 15_000,
    });
    await bed.story.KeepPage({ ...ref, page_num: 2, keep_new: false });
    expect((await books.ownBook(user, bookId))!.restyle_state ?? null).toBeNull();
  });

  it('draws every page and the cover in the new style, swaps them in at once, and deletes the ones from before', async () => {
    const ref = { user_id: user, book_id: bookId };
    const before = await pagesOf(bookId);
    const book = (await books.ownBook(user, bookId))!;
    const submitted = bed.bfl.submissions().length;
    const pdfKey = `users/${user}/books/${bookId}/book-a4.pdf`;
    await bed.blobs.put(pdfKey, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });

    const started = await bed.story.RestyleBook({ ...ref, art_style: 'crayon' });
    expect(started.art_style).toBe('crayon');
    expect(started.pictures).toBe(total + 1);
    // Drawn by Flux (spec §9: $0.04 a picture).
    expect(started.price_usd).toBeCloseTo(0.04 * (total + 1), 5);
    expect(started.pages.map((p) => p.remake?.part)).toEqual(before.map(() => 'style'));
    expect(started.pages.map((p) => p.cloud_url)).toEqual(before.map((p) => p.cloud_url));
    // A double click: refused, nothing ordered twice; no page made again on its own meanwhile.
    expect(
      (await expectCode(bed.story.RestyleBook({ ...ref, art_style: 'crayon' }), 'failed_precondition'))
        .message,
    ).toBe(RESTYLE_UNDER_WAY);
    expect(
      (await expectCode(bed.story.RemakePage({ ...ref, page_num: 3 }), 'failed_precondition')).message,
    ).toBe(BOOK_BEING_RESTYLED);

    // The book swaps first, then its pages.
    await eventually('every page swapped', () => pagesOf(bookId), {
      until: (all) => all.every((p) => !p.remake),
      timeoutMs: 20_000,
    });
    const restyled = await books.ownBook(user, bookId);
    expect(restyled?.art_style).toBe('crayon');
    expect(restyled?.restyle_state ?? null).toBeNull();
    const after = await pagesOf(bookId);
    after.forEach((p, i) => {
      expect(p.remake).toBeNull();
      expect(p.status).toBe('PAGE_STATUS_READY');
      expect(p.cloud_url).toMatch(new RegExp(`/page-${i + 1}-take-\\d\\.\\w+$`));
      expect(p.cloud_url).not.toBe(before[i].cloud_url);
    });
    // Every picture in crayon, with the book's character sheet and its own seed: the same scenes.
    const orders = bed.bfl.submissions().slice(submitted);
    expect(orders).toHaveLength(total + 1);
    for (const order of orders) {
      expect(String(order.prompt)).toContain('wax crayon');
      expect(String(order.prompt)).toContain('Maya, a girl of 6 with brown hair');
      expect(order.seed).toBe(book.seed);
    }
    // The new cover; the old one, the old pictures and the kept PDF gone; the new pictures there.
    expect(restyled!.cf_title_key).not.toBe(oldCover);
    expect(await bed.blobs.exists(restyled!.cf_title_key)).toBe(true);
    // Deleted once the book shows the new ones.
    const gone = async (keys: string[]) =>
      (await Promise.all(keys.map((key) => bed.blobs.exists(key)))).every((exists) => !exists);
    await eventually(
      'the pictures from before deleted',
      () => gone([oldCover, pdfKey, ...before.map((p) => blobKey(p.cloud_url))]),
      {
        until: (all) => all,
        timeoutMs: 5_000,
      },
    );
    for (const p of after) expect(await bed.blobs.exists(blobKey(p.cloud_url))).toBe(true);
    // What the pictures cost is on the book's records; no credit.
    expect(restyled!.cost.cover_usd).toBeGreaterThan(book.cost.cover_usd);
    expect(await credits()).toBe(2);
    const shelf = await bed.story.FillBookshelf({ user_id: user, page: 1 });
    expect(shelf.books.find((item) => item.book_id === bookId)?.data?.art_style).toBe('crayon');
    expect(
      (await expectCode(bed.story.RestyleBook({ ...ref, art_style: 'crayon' }), 'failed_precondition'))
        .message,
    ).toBe(SAME_STYLE);
  });

  it('gives up a re-style that has gone on too long when the parent asks again, and not one under way', async () => {
    const ref = { user_id: user, book_id: bookId };
    const stuck = (at: Date) =>
      books.books.update(bookId, {
        restyle_state: 'drawing',
        restyle_to: 'ink',
        restyle_cover: null,
        restyle_at: at.toISOString(),
      } as object);
    await stuck(new Date());
    expect(
      (await expectCode(bed.story.RestyleBook({ ...ref, art_style: 'watercolour' }), 'failed_precondition'))
        .message,
    ).toBe(RESTYLE_UNDER_WAY);
    await stuck(new Date(Date.now() - RESTYLE_STALE_MS - 1000));
    const started = await bed.story.RestyleBook({ ...ref, art_style: 'watercolour' });
    expect(started.art_style).toBe('watercolour');
    await eventually('every page swapped', () => pagesOf(bookId), {
      until: (all) => all.every((p) => !p.remake),
      timeoutMs: 20_000,
    });
    expect((await books.ownBook(user, bookId))?.art_style).toBe('watercolour');
  });
});
