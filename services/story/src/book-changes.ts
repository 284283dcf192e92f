/**
 * Wakes the progress watchers of a book (book-progress.ts) when this process records a change to one of
 * its pages. Watchers of another replica see the change at their next look at the store instead.
 */
/** How many books' last answers a process remembers (the oldest forgotten first). */
const ANSWERS_KEPT = 1000;

export class BookChanges {
  private readonly waiting = new Map<string, Set<() => void>>();
  /** The version last answered to each book's owner, until the book changes here. */
  private readonly answered = new Map<string, { userId: string; version: string }>();

  notify(bookId: string): void {
    this.answered.delete(bookId);
    const wakers = this.waiting.get(bookId);
    this.waiting.delete(bookId);
    wakers?.forEach((wake) => wake());
  }

  /** Resolves at the book's next change, or after `ms`. */
  next(bookId: string, ms: number): Promise<void> {
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

  /** Remembers what a watcher of the book was answered. */
  answer(bookId: string, userId: string, version: string): void {
    this.answered.delete(bookId);
    this.answered.set(bookId, { userId, version });
    if (this.answered.size > ANSWERS_KEPT) this.answered.delete(this.answered.keys().next().value!);
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
