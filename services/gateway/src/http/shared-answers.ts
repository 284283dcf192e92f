/**
 * A moment's memory of answers that are the same for every caller: public GET routes that set
 * `sharedCacheMs` (the public shelf, which every visit to the landing page reads). A repeat within that
 * moment is answered from the JSON already written, without calling the service, and requests arriving
 * while the first is being answered wait for it rather than call too. Failures are not kept. The price is
 * that a change (a book published, taken off or deleted) shows up to `ttlMs` late, in every gateway.
 */
export class SharedAnswers {
  /** In insertion order, so the first key is the oldest. */
  private readonly entries = new Map<string, { at: number; body: Promise<string> }>();

  constructor(
    private readonly ttlMs: number,
    /** Distinct inputs kept (each page of the shelf is one): a bound against callers naming many. */
    private readonly maxEntries = 100,
    private readonly now: () => number = Date.now,
  ) {}

  /** The JSON answer for `key`: kept, being made, or made now by `produce`. */
  body(key: string, produce: () => Promise<string>): Promise<string> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.ttlMs) return kept.body;
    this.entries.delete(key);
    const body = produce();
    this.entries.set(key, { at: now, body });
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return body;
  }

  get size(): number {
    return this.entries.size;
  }
}
