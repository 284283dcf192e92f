/**
 * WatchBook, the long poll behind the book page's live progress: it answers at once when the caller's
 * version is stale, waits for a page to change otherwise (woken by the completion story records, not by a
 * timer), says when every page is final, and is the owner's only.
 */
import { createEvent, TOPICS } from '@storybook-app/kit';
import type { Page } from '@storybook-app/proto';
import { BOOK_NOT_FOUND } from '../src/book-access';
import { BookChanges } from '../src/book-changes';
import { progressVersion, WATCH_MAX_WAIT_MS } from '../src/book-progress';
import { MODEL_SUMMARY } from '@storybook-app/ai/testing';
import { mayaProfile } from '@storybook-app/ai/testing';
import { expectCode, StoryBed } from './story-test-bed';

const draft = { prompt: 'Maya and Biscuit fly a kite over the harbour', ...MODEL_SUMMARY };

const page = (page_number: number, status: Page['status'], url = ''): Page => ({
  page_number,
  page_text: `Page ${page_number}`,
  cloud_url: url,
  cf_cloud_url: url,
  cf_cloud_animated_url: '',
  status,
});

describe('BookChanges', () => {
  it('wakes every watcher of the changed book, and only of that book', async () => {
    const changes = new BookChanges();
    const woken: string[] = [];
    const a1 = changes.next('a', 10_000).then(() => woken.push('a1'));
    const a2 = changes.next('a', 10_000).then(() => woken.push('a2'));
    const b = changes.next('b', 50).then(() => woken.push('b'));
    changes.notify('a');
    await Promise.all([a1, a2]);
    expect(woken.sort()).toEqual(['a1', 'a2']);
    await b;
    expect(woken).toContain('b');
    expect(changes.watchedBooks).toBe(0);
  });

  it("remembers the version answered to a book's owner until the book changes here", () => {
    const changes = new BookChanges();
    changes.answer('a', 'parent', 'v1', changes.mark());
    expect(changes.unchanged('a', 'parent', 'v1')).toBe(true);
    expect(changes.unchanged('a', 'parent', 'v0')).toBe(false);
    expect(changes.unchanged('a', 'someone else', 'v1')).toBe(false);
    expect(changes.unchanged('b', 'parent', 'v1')).toBe(false);
    changes.notify('a');
    expect(changes.unchanged('a', 'parent', 'v1')).toBe(false);
  });

  it('never lets a watcher sleep through a change recorded while it was reading', async () => {
    const changes = new BookChanges();
    // The watcher reads the pages; a page of its book is recorded meanwhile; it answers what it read.
    const mark = changes.mark();
    changes.notify('a');
    changes.answer('a', 'parent', 'v1', mark);
    // Asked again with that version, it must read again, not wait on it.
    expect(changes.unchanged('a', 'parent', 'v1')).toBe(false);
    // Nor does a watcher that found nothing new in its read wait for the change it missed.
    const started = Date.now();
    await changes.next('a', 10_000, mark);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(changes.watchedBooks).toBe(0);
    // Another book's change since its mark is no reason to read again.
    const later = changes.mark();
    changes.notify('b');
    changes.answer('a', 'parent', 'v2', later);
    expect(changes.unchanged('a', 'parent', 'v2')).toBe(true);
  });

  it('takes a book it no longer remembers as changed', () => {
    const changes = new BookChanges();
    const mark = changes.mark();
    changes.notify('first');
    // More books change than it remembers: the first is forgotten, and so may have changed since any mark.
    for (let book = 0; book < 1000; book += 1) changes.notify(`book ${book}`);
    expect(changes.changedSince('first', mark)).toBe(true);
    expect(changes.changedSince('first', changes.mark())).toBe(false);
  });

  it('lets a watcher go after its time with nothing left behind', async () => {
    const changes = new BookChanges();
    const started = Date.now();
    await changes.next('quiet', 40);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(changes.watchedBooks).toBe(0);
  });
});

describe('progressVersion', () => {
  it('changes when a status or a picture changes, not otherwise', () => {
    const pending = [page(1, 'PAGE_STATUS_PENDING'), page(2, 'PAGE_STATUS_PENDING')];
    const version = progressVersion(pending);
    expect(progressVersion(pending.map((p) => ({ ...p })))).toBe(version);
    expect(progressVersion([page(1, 'PAGE_STATUS_READY', '/media/1.svg'), pending[1]!])).not.toBe(version);
    expect(progressVersion([page(1, 'PAGE_STATUS_FAILED'), pending[1]!])).not.toBe(version);
    expect(version).toMatch(/^[\w-]{16}$/);
  });
});

describe('WatchBook over gRPC', () => {
  let bed: StoryBed;

  beforeAll(async () => {
    bed = await StoryBed.start({ starterCredits: 3 });
  });

  afterAll(async () => {
    await bed?.close();
  });

  async function writtenBook(userId: string) {
    const profileId = await bed.saveProfile(userId, mayaProfile());
    const story = await bed.story.GenerateStory({ user_id: userId, profile_id: profileId, book: draft });
    return { bookId: story.book_id, pages: story.book_layout.length + 1 };
  }

  it('answers at once for a new watcher, waits for a change, and is woken by a recorded page', async () => {
    const user = 'parent-watching';
    const { bookId, pages } = await writtenBook(user);

    const first = await bed.story.WatchBook({ user_id: user, book_id: bookId });
    expect(first.pages).toHaveLength(pages);
    expect(first.total_pages).toBe(pages);
    expect(first.pages.every((p) => p.status === 'PAGE_STATUS_PENDING')).toBe(true);
    expect(first.finished).toBe(false);

    // Nothing changes: the same version after the wait the caller asked for.
    const quietStart = Date.now();
    const quiet = await bed.story.WatchBook({
      user_id: user,
      book_id: bookId,
      known_version: first.version,
      wait_ms: 300,
    });
    expect(Date.now() - quietStart).toBeGreaterThanOrEqual(250);
    expect(quiet.version).toBe(first.version);

    // A page recorded while someone waits wakes them well before their wait is over.
    const waiting = bed.story.WatchBook({ user_id: user, book_id: bookId, known_version: first.version });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const recordedAt = Date.now();
    await bed.bus.publish(
      TOPICS.pageImageCompleted,
      createEvent(TOPICS.pageImageCompleted, {
        bookId,
        userId: user,
        pageNumber: 2,
        ok: true,
        imageUrl: '/media/users/parent-watching/page-2.svg',
        costUsd: 0.04,
      }),
      bookId,
    );
    const changed = await waiting;
    // Well before the 1 s look at the store that catches pages recorded by other replicas.
    expect(Date.now() - recordedAt).toBeLessThan(500);
    expect(changed.version).not.toBe(first.version);
    expect(changed.pages[1]).toMatchObject({
      status: 'PAGE_STATUS_READY',
      cf_cloud_url: '/media/users/parent-watching/page-2.svg',
    });
    expect(changed.finished).toBe(false);
  });

  it('says finished once every page is ready, and answers at once from then on', async () => {
    const user = 'parent-finished';
    const { bookId } = await writtenBook(user);
    await bed.story.GenerateBook({ user_id: user, book_id: bookId, animate_images: false });
    let known = '';
    let last = await bed.story.WatchBook({ user_id: user, book_id: bookId });
    const deadline = Date.now() + 15_000;
    while (!last.finished && Date.now() < deadline) {
      known = last.version;
      last = await bed.story.WatchBook({ user_id: user, book_id: bookId, known_version: known });
    }
    expect(last.finished).toBe(true);
    expect(last.pages.every((p) => p.status === 'PAGE_STATUS_READY' && p.cf_cloud_url)).toBe(true);
    const started = Date.now();
    await bed.story.WatchBook({ user_id: user, book_id: bookId, known_version: last.version });
    expect(Date.now() - started).toBeLessThan(WATCH_MAX_WAIT_MS / 10);
  });

  it("is the owner's only: another parent's id finds no book", async () => {
    const { bookId } = await writtenBook('parent-owner');
    const error = await expectCode(
      bed.story.WatchBook({ user_id: 'parent-stranger', book_id: bookId }),
      'not_found',
    );
    expect(error.message).toBe(BOOK_NOT_FOUND);
  });
});
