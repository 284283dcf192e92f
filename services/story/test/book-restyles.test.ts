/**
 * A finished book drawn again in another style (issue 25), on real parts: story's RestyleBook asks for every
 * page's picture as a take of that page in the new style (the real images service, the Flux client against
 * its fake), the cover through RenderCover, and swaps them all in at once when the last is in: the book's
 * style changes, its kept PDFs and the pictures from before are deleted. Billing is real: no credit is taken.
 */
import { randomUUID } from 'node:crypto';
import type { ArtStyle } from '@storybook-app/ai';
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
import type { BookRecord, PageRecord } from '../src/book-records';
import { BOOK_BEING_RESTYLED, pendingRemake } from '../src/page-remakes';
import { RESTYLE_SWAP_STALE_MS } from '../src/restyle-swaps';
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

    // The pages swap first, then the book.
    await eventually('every page swapped', () => pagesOf(bookId), {
      until: (all) => all.every((p) => !p.remake),
      timeoutMs: 20_000,
    });
    const restyled = await eventually('the book in crayon', () => books.ownBook(user, bookId), {
      until: (now) => (now?.restyle_state ?? null) === null,
      timeoutMs: 5_000,
    });
    expect(restyled?.art_style).toBe('crayon');
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
    const restyled = await eventually('the book in watercolour', () => books.ownBook(user, bookId), {
      until: (now) => (now?.restyle_state ?? null) === null,
      timeoutMs: 5_000,
    });
    expect(restyled?.art_style).toBe('watercolour');
  });

  describe('a swap cut short between its claim and its end', () => {
    const ref = () => ({ user_id: user, book_id: bookId });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const longAgo = () => new Date(Date.now() - RESTYLE_SWAP_STALE_MS - 1000);
    const exists = (keys: string[]) => Promise.all(keys.map((key) => bed.blobs.exists(key)));
    const pdfKey = () => `users/${user}/books/${bookId}/book-a4.pdf`;

    interface CutShort {
      style: ArtStyle;
      keep: boolean;
      before: BookRecord;
      pages: PageRecord[];
      takeUrls: string[];
      coverKey: string;
    }

    /**
     * What a crash right after the claim (and `decided` pages) leaves: every page's take in `style` drawn
     * (`failPage`'s failed, so the new pictures are dropped) and the cover too, the swap claimed at
     * `claimedAt` with the decision and the pictures not kept, as the one settling the re-style writes them.
     */
    async function cutShort(
      style: ArtStyle,
      { claimedAt, decided = 0, failPage }: { claimedAt: Date; decided?: number; failPage?: number },
    ): Promise<CutShort> {
      const before = (await books.book(bookId))!;
      const at = new Date().toISOString();
      expect(await books.startRestyle(before, style, at)).toBe(true);
      const takeUrls: string[] = [];
      for (const page of await books.pagesOf(bookId)) {
        const take = Math.max(page.take ?? 1, 1) + 1;
        expect(await books.startRemake(page, pendingRemake('style', take, at))).toBe(true);
        const ok = page.page_number !== failPage;
        const key = `users/${user}/books/${bookId}/page-${page.page_number}-take-${take}.svg`;
        if (ok) await bed.blobs.put(key, svg, { contentType: 'image/svg+xml' });
        takeUrls.push(ok ? `/media/${key}` : '');
        const drawn = { ok, imageUrl: ok ? `/media/${key}` : undefined, costUsd: ok ? 0.04 : 0, take };
        expect(await books.recordRemake(bookId, page.page_number, drawn, at)).toBe(true);
      }
      const coverKey = `users/${user}/covers/${style}-${randomUUID()}.svg`;
      await bed.blobs.put(coverKey, svg, { contentType: 'image/svg+xml' });
      const cover = { ok: true, url: `/media/${coverKey}`, key: coverKey, cost_usd: 0.04 };
      expect(await books.recordRestyleCover(bookId, style, cover)).toBe(true);
      await bed.blobs.put(pdfKey(), Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });

      const pages = await books.pagesOf(bookId);
      const keep = failPage === undefined;
      const unkept = keep
        ? { urls: pages.map((p) => p.cloud_url), cover_key: before.cf_title_key }
        : { urls: takeUrls.filter(Boolean), cover_key: coverKey };
      const claim = { keep, at: claimedAt.toISOString(), unkept };
      expect(await books.claimRestyle(bookId, style, claim)).toBe(true);
      for (const page of pages.slice(0, decided)) {
        expect(await books.decideRemake(page, keep, new Date().toISOString())).toBe(true);
      }
      return { style, keep, before, pages, takeUrls, coverKey };
    }

    /** The swap finished as decided: the book, every page (each decided once), and the pictures deleted. */
    async function expectFinished(cut: CutShort) {
      const book = (await books.book(bookId))!;
      expect(book.restyle_state ?? null).toBeNull();
      expect(book.restyle_keep ?? null).toBeNull();
      expect(book.restyle_unkept ?? null).toBeNull();
      expect(book.art_style).toBe(cut.keep ? cut.style : cut.before.art_style);
      expect(book.cf_title_key).toBe(cut.keep ? cut.coverKey : cut.before.cf_title_key);
      expect(book.cost.cover_usd).toBeCloseTo(cut.before.cost.cover_usd + (cut.keep ? 0.04 : 0), 5);
      const pages = await books.pagesOf(bookId);
      pages.forEach((page, i) => {
        expect(page.remake?.part).not.toBe('style');
        expect(page.status).toBe('ready');
        expect(page.cloud_url).toBe(cut.keep ? cut.takeUrls[i] : cut.pages[i].cloud_url);
        // What the take cost joins the page's cost once, however many finished the swap.
        expect(page.cost_usd).toBeCloseTo(cut.pages[i].cost_usd + (cut.pages[i].remake?.cost_usd ?? 0), 5);
      });
      const unkept = cut.keep
        ? [...cut.pages.map((p) => blobKey(p.cloud_url)), cut.before.cf_title_key, pdfKey()]
        : [...cut.takeUrls.filter(Boolean).map(blobKey), cut.coverKey];
      const kept = cut.keep
        ? [...cut.takeUrls.map(blobKey), cut.coverKey]
        : [...cut.pages.map((p) => blobKey(p.cloud_url)), cut.before.cf_title_key, pdfKey()];
      expect(await exists(unkept)).toEqual(unkept.map(() => false));
      expect(await exists(kept)).toEqual(kept.map(() => true));
    }

    /** Another re-style, drawn and swapped in in full: the book works as before. */
    async function restyleFully(style: ArtStyle) {
      const started = await bed.story.RestyleBook({ ...ref(), art_style: style });
      expect(started.art_style).toBe(style);
      const done = await eventually('the book in its new style', () => books.book(bookId), {
        until: (now) => (now?.restyle_state ?? null) === null,
        timeoutMs: 20_000,
      });
      expect(done?.art_style).toBe(style);
      expect((await books.pagesOf(bookId)).every((p) => !p.remake)).toBe(true);
    }

    it('is left to the one who claimed it while the claim is recent, and finished by a re-style request once stale', async () => {
      const cut = await cutShort('ink', { claimedAt: new Date() });
      expect(
        (await expectCode(bed.story.RestyleBook({ ...ref(), art_style: 'ink' }), 'failed_precondition'))
          .message,
      ).toBe(RESTYLE_UNDER_WAY);
      expect(
        (await expectCode(bed.story.RemakePage({ ...ref(), page_num: 2 }), 'failed_precondition')).message,
      ).toBe(BOOK_BEING_RESTYLED);
      expect((await books.book(bookId))?.restyle_state).toBe('swapping');

      // The clock past the bound: the claim is moved back, as a crash long ago would have left it.
      await books.books.update(bookId, { restyle_claimed_at: longAgo().toISOString() } as object);
      // Finished first, then refused as the style the book now has: nothing drawn again.
      expect(
        (await expectCode(bed.story.RestyleBook({ ...ref(), art_style: 'ink' }), 'failed_precondition'))
          .message,
      ).toBe(SAME_STYLE);
      await expectFinished(cut);
      await restyleFully('crayon');
    });

    it('is finished by a page made again, some pages already decided (two requests at once finish it once)', async () => {
      const cut = await cutShort('paper-cut', { claimedAt: longAgo(), decided: 3 });
      const asked = await Promise.allSettled([
        bed.story.RemakePage({ ...ref(), page_num: 2 }),
        bed.story.RemakePage({ ...ref(), page_num: 4 }),
      ]);
      // The one that took the swap over goes on; the other may find it still being finished.
      for (const answer of asked) {
        if (answer.status === 'rejected') expect((answer.reason as Error).message).toBe(BOOK_BEING_RESTYLED);
      }
      expect(asked.some((answer) => answer.status === 'fulfilled')).toBe(true);
      await expectFinished(cut);

      for (const [i, pageNum] of [2, 4].entries()) {
        if (asked[i].status !== 'fulfilled') continue;
        await eventually('the new take', () => bed.story.GetPage({ ...ref(), page_num: pageNum }), {
          until: (reply) => reply.page?.remake?.status === 'PAGE_STATUS_READY',
          timeoutMs: 15_000,
        });
        await bed.story.KeepPage({ ...ref(), page_num: pageNum, keep_new: false });
      }
      await restyleFully('watercolour');
    });

    it("is finished by story's start, the new pictures dropped when one failed", async () => {
      const cut = await cutShort('ink', { claimedAt: longAgo(), decided: 2, failPage: 3 });
      const replica = await bed.startStoryReplica();
      try {
        await eventually('the swap finished', () => books.book(bookId), {
          until: (now) => (now?.restyle_state ?? null) === null,
          timeoutMs: 10_000,
        });
      } finally {
        await replica.stop();
      }
      await expectFinished(cut);
      await restyleFully('ink');
    });
  });
});
