/**
 * `GenerateBook` and `GetPage` end to end on real parts: story publishes the page requests on the in-process
 * bus, the real images service draws them through the real Flux client against a fake of Black Forest Labs'
 * API and publishes the completions, story records them, and the real billing service applies the debit and
 * the refund from the same bus.
 */
import { createEvent, publishUserDeleted, TOPICS } from '@storybook-app/kit';
import { BookRecords } from '../src';
import { BOOK_NOT_FOUND, PAGE_NOT_FOUND } from '../src/book-access';
import { BOOK_REFUNDED } from '../src/bookgen';
import { NO_CREDITS } from '../src/storygen';
import { MODEL_SUMMARY } from '@storybook-app/ai/testing';
import { mayaProfile } from '@storybook-app/ai/testing';
import { eventually } from '@storybook-app/kit/testing';
import { expectCode, StoryBed } from './story-test-bed';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const draft = { prompt: 'Maya and Biscuit bake moon cakes for the village', ...MODEL_SUMMARY };

describe('book pictures over gRPC and the bus (images and billing for real)', () => {
  let bed: StoryBed;
  let books: BookRecords;

  beforeAll(async () => {
    bed = await StoryBed.start({ starterCredits: 3 });
    books = await BookRecords.open(bed.storyStore);
  });

  afterAll(async () => {
    await bed?.close();
  });

  /** A parent with a profile and a written book; answers the ids and the page count. */
  async function writtenBook(userId: string) {
    const profileId = await bed.saveProfile(userId, mayaProfile());
    const story = await bed.story.GenerateStory({ user_id: userId, profile_id: profileId, book: draft });
    return { profileId, bookId: story.book_id, pages: story.book_layout.length + 1 };
  }

  const pagesOf = async (userId: string, bookId: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const reply = await bed.story.GetPage({ user_id: userId, book_id: bookId, page_num: index + 1 });
        return reply.page!;
      }),
    );

  const statuses = async (userId: string, bookId: string, count: number) =>
    (await pagesOf(userId, bookId, count)).map((page) => page.status);

  const credits = async (userId: string) => (await bed.billing.GetCredits({ user_id: userId })).credits;

  const submissionsFor = (seed: number) => bed.bfl.submissions().filter((body) => body.seed === seed);

  it('draws every page with the book’s illustrator, seed and character sheet, records each, debits once', async () => {
    const user = 'parent-pictures';
    const { bookId, pages } = await writtenBook(user);
    expect(pages).toBeGreaterThanOrEqual(9);
    const book = (await books.ownBook(user, bookId))!;
    expect(await credits(user)).toBe(3);

    const reply = await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: true });
    expect(reply.pages.map((page) => page.page_number)).toEqual(
      Array.from({ length: pages }, (_, i) => i + 1),
    );
    expect(reply.pages.at(-1)?.page_text).toBe('The End');

    const done = await eventually('every page ready', () => pagesOf(user, bookId, pages), {
      until: (all) => all.every((page) => page.status === 'PAGE_STATUS_READY'),
      timeoutMs: 15_000,
    });
    done.forEach((page, index) => {
      expect(page.cloud_url).toMatch(
        new RegExp(`^/media/users/${user}/books/${bookId}/page-${index + 1}\\.\\w+$`),
      );
      expect(page.cf_cloud_url).toBe(page.cloud_url);
      expect(page.cf_cloud_animated_url).toMatch(
        new RegExp(`^/media/users/${user}/books/${bookId}/page-${index + 1}-animated\\.\\w+$`),
      );
    });
    const pictures = await Promise.all(
      done.slice(0, 2).map(async (page) => {
        const res = await fetch(`${bed.images.mediaUrl}${page.cloud_url}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\//);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(pictures[0]!.equals(pictures[1]!)).toBe(false);

    // Flux, though the book was written for a non-admin who never chose; one task per page, all seeded alike.
    const tasks = submissionsFor(book.seed);
    expect(tasks).toHaveLength(pages);
    for (const task of tasks) expect(String(task.prompt)).toContain('Maya, a girl of 6 with brown hair');

    await eventually('one credit debited', () => credits(user), {
      until: (left) => left === 2,
      timeoutMs: 15_000,
    });
    // Again (a reload): nothing to draw, nothing more to pay.
    const again = await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: true });
    expect(again.pages.every((page) => page.status === 'PAGE_STATUS_READY')).toBe(true);
    await sleep(200);
    expect(submissionsFor(book.seed)).toHaveLength(pages);
    expect(await credits(user)).toBe(2);
  });

  it('marks a page that fails, and draws only that page again when bookgen is asked again', async () => {
    const user = 'parent-retry';
    const { bookId, pages } = await writtenBook(user);
    const seed = (await books.ownBook(user, bookId))!.seed;
    // The provider refuses the first picture it is asked for: a refusal is not retried by images.
    bed.bfl.reply({ moderated: 'prompt' });
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });

    const settled = await eventually('every page settled', () => statuses(user, bookId, pages), {
      until: (all) => all.every((status) => status !== 'PAGE_STATUS_PENDING'),
      timeoutMs: 15_000,
    });
    expect(settled.filter((status) => status === 'PAGE_STATUS_FAILED')).toHaveLength(1);
    const failed = settled.indexOf('PAGE_STATUS_FAILED') + 1;
    const page = await bed.story.GetPage({ user_id: user, book_id: bookId, page_num: failed });
    expect(page.page).toMatchObject({ status: 'PAGE_STATUS_FAILED', cloud_url: '' });

    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });
    await eventually('every page ready after the retry', () => statuses(user, bookId, pages), {
      until: (all) => all.every((status) => status === 'PAGE_STATUS_READY'),
      timeoutMs: 15_000,
    });
    expect(submissionsFor(seed)).toHaveLength(pages + 1);
    await eventually('one credit debited', () => credits(user), {
      until: (left) => left === 2,
      timeoutMs: 15_000,
    });
    await sleep(200);
    expect(await credits(user)).toBe(2);
  });

  it('gives the credit back when every picture fails, and will not draw that book again', async () => {
    const user = 'parent-refund';
    const { bookId, pages } = await writtenBook(user);
    bed.bfl.reply(...Array.from({ length: pages }, () => ({ moderated: 'prompt' as const })));
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });

    await eventually('every page failed', () => statuses(user, bookId, pages), {
      until: (all) => all.every((status) => status === 'PAGE_STATUS_FAILED'),
      timeoutMs: 15_000,
    });
    await eventually('the book refunded', async () => (await books.ownBook(user, bookId))!.refunded_at, {
      until: (at) => at !== '',
      timeoutMs: 15_000,
    });
    // Debited (3 -> 2), then given back (-> 3).
    await eventually('the credit given back', () => credits(user), {
      until: (left) => left === 3,
      timeoutMs: 15_000,
    });
    const error = await expectCode(
      bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false }),
      'failed_precondition',
    );
    expect(error.message).toBe(BOOK_REFUNDED);
  });

  it('refuses bookgen without a credit left, requesting nothing', async () => {
    const user = 'parent-spent';
    const { bookId, pages } = await writtenBook(user);
    const seed = (await books.ownBook(user, bookId))!.seed;
    await bed.bus.publish(
      TOPICS.creditDebit,
      createEvent(TOPICS.creditDebit, {
        userId: user,
        amount: 3,
        reason: 'test',
        idempotencyKey: 'test:spent',
      }),
      user,
    );
    await eventually('the credits spent', () => credits(user), {
      until: (left) => left === 0,
      timeoutMs: 15_000,
    });

    const error = await expectCode(
      bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false }),
      'failed_precondition',
    );
    expect(error.message).toBe(NO_CREDITS);
    await sleep(200);
    expect(submissionsFor(seed)).toHaveLength(0);
    expect(await statuses(user, bookId, pages)).toEqual(Array(pages).fill('PAGE_STATUS_PENDING'));
  });

  it("answers pages of the owner's books only, and says a page is not ready yet", async () => {
    const user = 'parent-reader';
    const { bookId, pages } = await writtenBook(user);
    const first = await bed.story.GetPage({ user_id: user, book_id: bookId, page_num: 1 });
    expect(first.total_pages).toBe(pages);
    expect(first.page).toMatchObject({ page_number: 1, status: 'PAGE_STATUS_PENDING', cloud_url: '' });
    expect(first.page?.page_text).toMatch(/\w/);
    const last = await bed.story.GetPage({ user_id: user, book_id: bookId, page_num: pages });
    expect(last.page?.page_text).toBe('The End');

    for (const page_num of [0, pages + 1]) {
      const error = await expectCode(
        bed.story.GetPage({ user_id: user, book_id: bookId, page_num }),
        'not_found',
      );
      expect(error.message).toBe(PAGE_NOT_FOUND);
    }
    const other = await expectCode(
      bed.story.GetPage({ user_id: 'parent-stranger', book_id: bookId, page_num: 1 }),
      'not_found',
    );
    expect(other.message).toBe(BOOK_NOT_FOUND);
    await expectCode(
      bed.story.GenerateBook({ user_id: 'parent-stranger', book_id: bookId, animate_images: false }),
      'not_found',
    );
    await expectCode(bed.story.GenerateBook({ user_id: user, book_id: 'no-such-book' }), 'not_found');
  });

  it('records a completion delivered twice once, and a late failure never undoes a ready page', async () => {
    const user = 'parent-redelivery';
    const { bookId, pages } = await writtenBook(user);
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });
    const ready = await eventually('every page ready', () => pagesOf(user, bookId, pages), {
      until: (all) => all.every((page) => page.status === 'PAGE_STATUS_READY'),
      timeoutMs: 15_000,
    });

    const completion = {
      bookId,
      userId: user,
      pageNumber: 1,
      ok: false,
      error: 'The illustrator refused this picture.',
      costUsd: 0,
    };
    const late = createEvent(TOPICS.pageImageCompleted, completion);
    await bed.bus.publish(TOPICS.pageImageCompleted, late, bookId);
    await bed.bus.publish(TOPICS.pageImageCompleted, late, bookId);
    // Someone else's id on a completion of this book is not this book's.
    await bed.bus.publish(
      TOPICS.pageImageCompleted,
      createEvent(TOPICS.pageImageCompleted, {
        ...completion,
        userId: 'parent-stranger',
        ok: true,
        imageUrl: '/x',
      }),
      bookId,
    );
    await sleep(200);
    expect(await pagesOf(user, bookId, pages)).toEqual(ready);
    expect(await books.countPages(bookId, 'ready')).toBe(pages);
  });

  it("deletes the user's pages with their books", async () => {
    const user = 'parent-gone';
    const { bookId, pages } = await writtenBook(user);
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });
    await eventually('every page ready', () => books.countPages(bookId, 'ready'), {
      until: (count) => count === pages,
      timeoutMs: 15_000,
    });

    await publishUserDeleted(bed.bus, user);
    await eventually(
      'books and pages deleted',
      async () => (await books.pages.count({ user_id: user })) + (await books.books.count({ user_id: user })),
      { until: (left) => left === 0, timeoutMs: 15_000 },
    );
  });
});
