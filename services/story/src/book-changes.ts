/**
 * Wakes the progress watchers of a book (book-progress.ts) when this process records a change to one of
 * its pages. Watchers of another replica see the change at their next look at the store instead.
 */
export class BookChanges {
  private readonly waiting = new Map<string, Set<() => void>>();

  notify(bookId: string): void {
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

  /** How many books have someone waiting (for tests: no waker outlives its call). */
  get watchedBooks(): number {
    return this.waiting.size;
  }
}
