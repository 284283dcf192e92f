/**
 * Wakes the progress watchers of a book (book-progress.ts) when this process records a change to one of
 * its pages. Watchers of another replica see the change at their next look at the store instead.
 *
 * A watcher reads the store, then answers or waits: a change recorded while it reads must still reach it.
 * So a watcher takes a `mark` before reading, and what it then answers is remembered (`answer`), or waited
 * on (`next`), only if the book has not changed here since the mark; otherwise it would sleep on a
 * version already out of date until its next look at the store.
 */
/** How many books' last answers and changes a process remembers (the oldest forgotten first). */
const BOOKS_KEPT = 1000;

export class BookChanges {
  private readonly waiting = new Map<string, Set<() => void>>();
  /** The version last answered to each book's owner, until the book changes here. */
  private readonly answered = new Map<string, { userId: string; version: string }>();
  /** A count of the changes recorded here: each book's last change, by this count. */
  private clock = 0;
  private readonly changedAt = new Map<string, number>();
  /** The last change of the books forgotten: any book not remembered may have changed then. */
  private forgottenAt = 0;

  notify(bookId: string): void {
    this.clock += 1;
    this.changedAt.delete(bookId);
    this.changedAt.set(bookId, this.clock);
    if (this.changedAt.size > BOOKS_KEPT) {
      const [oldest, at] = this.changedAt.entries().next().value as [string, number];
      this.changedAt.delete(oldest);
      this.forgottenAt = Math.max(this.forgottenAt, at);
    }
    this.answered.delete(bookId);
    const wakers = this.waiting.get(bookId);
    this.waiting.delete(bookId);
    wakers?.forEach((wake) => wake());
  }

  /** Taken before reading a book for an answer: `answer` and `next` then know what changed since. */
  mark(): number {
    return this.clock;
  }

  /** Whether the book may have changed here after `mark`. */
  changedSince(bookId: string, mark: number): boolean {
    return (this.changedAt.get(bookId) ?? this.forgottenAt) > mark;
  }

  /** Resolves at the book's next change, or after `ms`; at once if it changed after `mark`. */
  next(bookId: string, ms: number, mark?: number): Promise<void> {
    if (mark !== undefined && this.changedSince(bookId, mark)) return Promise.resolve();
    return new Promise((resolve) => {
      const wakers = this.waiting.get(bookId) ?? new Set<() => void>();
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        if (wakers.size === 0 && this.waiting.get(bookId) === wakers) this.waiting.delete(bookId);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
      this.waiting.set(bookId, wakers);
    });
  }

  /**
   * Remembers what a watcher of the book was answered, from what it read after `mark`: not if the book
   * changed since, when the version answered may already be out of date.
   */
  answer(bookId: string, userId: string, version: string, mark: number): void {
    this.answered.delete(bookId);
    if (this.changedSince(bookId, mark)) return;
    this.answered.set(bookId, { userId, version });
    if (this.answered.size > BOOKS_KEPT) this.answered.delete(this.answered.keys().next().value!);
  }

  /** Whether `version` is what this process answered the book's owner and nothing changed here since. */
  unchanged(bookId: string, userId: string, version: string): boolean {
    const last = this.answered.get(bookId);
    return last !== undefined && last.userId === userId && last.version === version;
  }

  /** How many books have someone waiting (for tests: no waker outlives its call). */
  get watchedBooks(): number {
    return this.waiting.size;
  }
}
