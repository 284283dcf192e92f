/**
 * A signed-in user's answers that can no longer change, remembered for a while: routes that set
 * `ownCache` (a page of an own book once its picture is ready; a reader turns back and forth and a child
 * reads the same book again and again). A repeat is answered from the JSON already written, without calling
 * the service. Entries are filed under the user the session named, so one user's answers never reach
 * another, and they go at once, all of that user's, when a route that sets `forgetsOwnAnswers` (deleting a
 * book or the account) is called through this gateway, or when another replica's change is heard on the bus
 * (`replica-evictions.ts`).
 */
interface Entry {
  until: number;
  body: string;
}

export class OwnAnswers {
  /** User id -> key -> answer; users in the order they were last remembered for, the oldest first. */
  private readonly users = new Map<string, Map<string, Entry>>();
  private entries = 0;

  constructor(
    /** Answers kept in all: a bound on memory, whatever callers ask for. */
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The JSON answer kept for `userId` under `key`, while its time lasts. */
  get(userId: string, key: string): string | undefined {
    const own = this.users.get(userId);
    const entry = own?.get(key);
    if (!own || !entry) return undefined;
    if (this.now() < entry.until) return entry.body;
    own.delete(key);
    this.entries -= 1;
    if (own.size === 0) this.users.delete(userId);
    return undefined;
  }

  /** Keeps `body` for `ttlMs`. */
  remember(userId: string, key: string, body: string, ttlMs: number): void {
    if (ttlMs <= 0) return;
    const own = this.users.get(userId) ?? new Map<string, Entry>();
    // Last kept for goes last: when full, the users nothing was kept for in the longest time go first.
    this.users.delete(userId);
    this.users.set(userId, own);
    if (!own.has(key)) this.entries += 1;
    own.set(key, { until: this.now() + ttlMs, body });
    while (this.entries > this.maxEntries) {
      const [oldest, answers] = this.users.entries().next().value as [string, Map<string, Entry>];
      if (oldest !== userId) {
        this.forget(oldest, answers);
        continue;
      }
      // This user alone fills the memory: their oldest answer goes.
      answers.delete(answers.keys().next().value as string);
      this.entries -= 1;
    }
  }

  /** Everything kept for `userId`. */
  forgetUser(userId: string): void {
    const own = this.users.get(userId);
    if (own) this.forget(userId, own);
  }

  get size(): number {
    return this.entries;
  }

  private forget(userId: string, answers: Map<string, Entry>): void {
    this.entries -= answers.size;
    this.users.delete(userId);
  }
}
