/**
 * "Make this page again" (issue 25) end to end on real parts: story's RemakePage publishes a page request
 * with a take and a new seed, the real images service draws it through the real Flux client against a fake
 * of Black Forest Labs, story records it beside the page's picture, and KeepPage makes the parent's choice
 * (deleting the book's kept PDFs when the picture changes). Billing is real too: no credit is taken.
 */
import { BookRecords } from '../src';
import { BOOK_NOT_FOUND, PAGE_NOT_FOUND } from '../src/book-access';
import {
  BOOK_STILL_DRAWN,
  LAST_PAGE_STAYS,
  REMAKE_UNDER_WAY,
  REMAKE_WAITING,
  TEXT_WAITING,
} from '../src/page-remakes';
import { MODEL_SUMMARY, mayaProfile } from '@storybook-app/ai/testing';
import { eventually } from '@storybook-app/kit/testing';
import { expectCode, StoryBed } from './story-test-bed';

/** A picture's blob key at images, from its URL under /media. */
const blobKey = (url: string) => url.replace(/^\/media\//, '');

const draft = { prompt: 'Maya and Biscuit bake moon cakes for the village', ...MODEL_SUMMARY };

describe('a page made again over gRPC and the bus (images and billing for real)', () => {
  let bed: StoryBed;
  let books: BookRecords;

  beforeAll(async () => {
    bed = await StoryBed.start({ starterCredits: 3 });
    books = await BookRecords.open(bed.storyStore);
  });

  afterAll(async () => {
    await bed?.close();
  });

  const page = async (userId: string, bookId: string, pageNum: number) =>
    (await bed.story.GetPage({ user_id: userId, book_id: bookId, page_num: pageNum })).page!;

  const credits = async (userId: string) => (await bed.billing.GetCredits({ user_id: userId })).credits;

  const user = 'parent-remake';
  let bookId: string;
  let total: number;
  let ref: { user_id: string; book_id: string; page_num: number };

  // A finished book (written, refused a remake while not drawn, then drawn and paid for).
  beforeAll(async () => {
    const profileId = await bed.saveProfile(user, mayaProfile());
    const story = await bed.story.GenerateStory({ user_id: user, profile_id: profileId, book: draft });
    bookId = story.book_id;
    total = story.book_layout.length + 1;
    ref = { user_id: user, book_id: bookId, page_num: 2 };
    // Not drawn yet: nothing to make again.
    const early = await expectCode(bed.story.RemakePage(ref), 'failed_precondition');
    expect(early.message).toBe(BOOK_STILL_DRAWN);
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });
    await eventually(
      'every page ready',
      () => Promise.all(Array.from({ length: total }, (_, i) => page(user, bookId, i + 1))),
      { until: (all) => all.every((p) => p.status === 'PAGE_STATUS_READY'), timeoutMs: 30_000 },
    );
    await eventually('the book paid', () => credits(user), {
      until: (left) => left === 2,
      timeoutMs: 10_000,
    });
  }, 60_000);

  it('answers only the owner, and only for a page the book has', async () => {
    expect(
      (await expectCode(bed.story.RemakePage({ ...ref, user_id: 'stranger' }), 'not_found')).message,
    ).toBe(BOOK_NOT_FOUND);
    expect(
      (await expectCode(bed.story.RemakePage({ ...ref, page_num: total + 1 }), 'not_found')).message,
    ).toBe(PAGE_NOT_FOUND);
  });

  it('draws a new picture with a new seed, keeps the old one until the parent picks, and forgets kept PDFs', async () => {
    const before = await page(user, bookId, 2);
    expect(before.remake).toBeNull();
    const book = (await books.ownBook(user, bookId))!;
    const submitted = bed.bfl.submissions().length;

    const started = await bed.story.RemakePage(ref);
    expect(started.page?.remake?.status).toBe('PAGE_STATUS_PENDING');
    expect(started.page?.cloud_url).toBe(before.cloud_url);
    // Asked again at once (a double click): refused, nothing ordered twice.
    expect((await expectCode(bed.story.RemakePage(ref), 'failed_precondition')).message).toBe(
      REMAKE_UNDER_WAY,
    );

    const drawn = await eventually('the new picture', () => page(user, bookId, 2), {
      until: (p) => p.remake?.status === 'PAGE_STATUS_READY',
      timeoutMs: 15_000,
    });
    expect(drawn.remake?.cloud_url).toMatch(
      new RegExp(`^/media/users/${user}/books/${bookId}/page-2-take-2\\.\\w+$`),
    );
    // The page still shows the picture from before, and the book has not changed for anyone else.
    expect(drawn.cloud_url).toBe(before.cloud_url);
    expect(drawn.status).toBe('PAGE_STATUS_READY');
    const shared = await bed.story.GetBook({ user_id: user, book_id: bookId, caller_user_id: '' });
    expect(shared.pages[1].cloud_url).toBe(before.cloud_url);
    expect(shared.pages[1].remake).toBeNull();
    // One new order: the same character sheet, another seed.
    const orders = bed.bfl.submissions().slice(submitted);
    expect(orders).toHaveLength(1);
    expect(String(orders[0].prompt)).toContain('Maya, a girl of 6 with brown hair');
    expect(orders[0].seed).not.toBe(book.seed);
    expect((await expectCode(bed.story.RemakePage(ref), 'failed_precondition')).message).toBe(REMAKE_WAITING);

    // A PDF kept from before shows the old picture: keeping the new one deletes it.
    const pdfKey = `users/${user}/books/${bookId}/book-a4.pdf`;
    await bed.blobs.put(pdfKey, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    const kept = await bed.story.KeepPage({ ...ref, keep_new: true });
    expect(kept.page?.cloud_url).toBe(drawn.remake?.cloud_url);
    expect(kept.page?.remake).toBeNull();
    expect(await bed.blobs.exists(pdfKey)).toBe(false);
    // The picture not kept is deleted at once, the kept one stays.
    expect(await bed.blobs.exists(blobKey(before.cloud_url))).toBe(false);
    expect(await bed.blobs.exists(blobKey(drawn.remake!.cloud_url))).toBe(true);
    // The same choice again: the page as it is.
    expect((await bed.story.KeepPage({ ...ref, keep_new: true })).page?.cloud_url).toBe(
      drawn.remake?.cloud_url,
    );
  });

  it('keeps the picture from before when the parent says so, and takes no credit for any of it', async () => {
    const current = await page(user, bookId, 2);
    const pdfKey = `users/${user}/books/${bookId}/book-a4.pdf`;
    // Made again once more, and this time the picture from before (the take just kept) stays.
    await bed.story.RemakePage(ref);
    const third = await eventually('the third take', () => page(user, bookId, 2), {
      until: (p) => p.remake?.status === 'PAGE_STATUS_READY',
      timeoutMs: 15_000,
    });
    expect(third.remake?.cloud_url).toMatch(/page-2-take-3\.\w+$/);
    await bed.blobs.put(pdfKey, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    const stayed = await bed.story.KeepPage({ ...ref, keep_new: false });
    expect(stayed.page?.cloud_url).toBe(current.cloud_url);
    expect(stayed.page?.remake).toBeNull();
    expect(await bed.blobs.exists(pdfKey)).toBe(true);
    expect(await bed.blobs.exists(blobKey(third.remake!.cloud_url))).toBe(false);
    expect(await bed.blobs.exists(blobKey(current.cloud_url))).toBe(true);

    // No credit for a page made again (spec §9 prices pictures in dollars; credits buy whole books).
    expect(await credits(user)).toBe(2);
  });

  it("tells a page's text again, keeps the words from before until the parent picks, and writes the kept ones on the book", async () => {
    const textRef = { ...ref, page_num: 3 };
    const before = await page(user, bookId, 3);
    const costBefore = (await books.page(bookId, 3))?.cost_usd;
    const told = await bed.story.RemakePage({ ...textRef, part: 'text' });
    const newText = told.page?.remake?.page_text ?? '';
    expect(told.page?.remake?.part).toBe('text');
    expect(told.page?.remake?.status).toBe('PAGE_STATUS_READY');
    expect(newText).not.toBe('');
    expect(newText).not.toBe(before.page_text);
    expect(newText).toContain('Maya');
    // The page still reads as before, for its owner and for anyone with the link.
    expect(told.page?.page_text).toBe(before.page_text);
    const shared = await bed.story.GetBook({ user_id: user, book_id: bookId, caller_user_id: '' });
    expect(shared.pages[2].page_text).toBe(before.page_text);
    // One choice at a time: neither words nor a picture again until the parent picks.
    for (const part of ['text', 'picture']) {
      expect(
        (await expectCode(bed.story.RemakePage({ ...textRef, part }), 'failed_precondition')).message,
      ).toBe(TEXT_WAITING);
    }

    const pdfKey = `users/${user}/books/${bookId}/book-a4.pdf`;
    await bed.blobs.put(pdfKey, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    const kept = await bed.story.KeepPage({ ...textRef, keep_new: true });
    expect(kept.page?.page_text).toBe(newText);
    expect(kept.page?.remake).toBeNull();
    expect(kept.page?.cloud_url).toBe(before.cloud_url);
    expect(await bed.blobs.exists(pdfKey)).toBe(false);
    const book = (await books.ownBook(user, bookId))!;
    expect(book.bookLayout[2]).toBe(newText);
    expect(book.pages[2].page_text).toBe(newText);
    expect(
      (await bed.story.GetBook({ user_id: user, book_id: bookId, caller_user_id: '' })).pages[2].page_text,
    ).toBe(newText);
    // Told offline: nothing more on the page's cost record.
    expect((await books.page(bookId, 3))?.cost_usd).toBe(costBefore);
    // Told again after the new words were kept: neither those nor the ones the page was written with.
    const again = await bed.story.RemakePage({ ...textRef, part: 'text' });
    expect(again.page?.remake?.page_text).not.toBe(newText);
    expect(again.page?.remake?.page_text).not.toBe(before.page_text);
    await bed.story.KeepPage({ ...textRef, keep_new: false });
  });

  it('keeps the words from before when the parent says so, never tells the last page again, and takes no credit', async () => {
    const textRef = { ...ref, page_num: 4 };
    const before = await page(user, bookId, 4);
    const told = await bed.story.RemakePage({ ...textRef, part: 'text' });
    expect(told.page?.remake?.page_text).not.toBe(before.page_text);
    const stayed = await bed.story.KeepPage({ ...textRef, keep_new: false });
    expect(stayed.page?.page_text).toBe(before.page_text);
    expect(stayed.page?.remake).toBeNull();
    expect((await books.ownBook(user, bookId))!.bookLayout[3]).toBe(before.page_text);

    expect(
      (
        await expectCode(
          bed.story.RemakePage({ ...ref, page_num: total, part: 'text' }),
          'failed_precondition',
        )
      ).message,
    ).toBe(LAST_PAGE_STAYS);
    expect(
      (await expectCode(bed.story.RemakePage({ ...textRef, user_id: 'stranger', part: 'text' }), 'not_found'))
        .message,
    ).toBe(BOOK_NOT_FOUND);
    expect(await credits(user)).toBe(2);
  });
});
