/**
 * The refusals a service made, for admins: one record per refused or rewritten text, with where it came
 * from, the category and the layer that decided. Nothing of the text, the child or the parent is kept.
 */
import { randomUUID } from 'node:crypto';
import type { Collection, Doc, DocumentStore } from '@storybook-app/kit';
import type { CheckedText, SafetyVerdict } from './safety-verdict';

export interface RefusalRecord extends Doc {
  /** YYYY-MM-DD, so the last days can be counted with an `$in`. */
  day: string;
  at: string;
  kind: CheckedText;
  action: 'rewrite' | 'refuse';
  /** `unknown` when a provider flagged the text without a category we know. */
  category: string;
  layer: string;
}

export interface RefusalCount {
  kind: string;
  action: string;
  category: string;
  layer: string;
  count: number;
}

/** How many days of refusals admins see. */
export const REFUSAL_DAYS = 30;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export class RefusalLog {
  private constructor(
    private readonly records: Collection<RefusalRecord>,
    private readonly now: () => Date,
  ) {}

  static async open(store: DocumentStore, now: () => Date = () => new Date()): Promise<RefusalLog> {
    const records = await store.collection<RefusalRecord>('safety_refusals', {
      indexes: [{ fields: ['day'] }],
    });
    return new RefusalLog(records, now);
  }

  async record(kind: CheckedText, verdict: SafetyVerdict): Promise<void> {
    if (verdict.action === 'allow') return;
    const at = this.now();
    await this.records.insert({
      _id: randomUUID(),
      day: dayOf(at),
      at: at.toISOString(),
      kind,
      action: verdict.action,
      category: verdict.category ?? 'unknown',
      layer: verdict.layer,
    });
  }

  /** The refusals of the last `days` days, counted by kind, action, category and layer, most first. */
  async counts(days = REFUSAL_DAYS): Promise<RefusalCount[]> {
    const today = this.now().getTime();
    const recent = Array.from({ length: days }, (_, back) => dayOf(new Date(today - back * 86_400_000)));
    const records = await this.records.find({ day: { $in: recent } });
    return mergeRefusalCounts(
      records.map(({ kind, action, category, layer }) => ({ kind, action, category, layer, count: 1 })),
    );
  }
}

/** Counts of several services together. */
export function mergeRefusalCounts(...lists: RefusalCount[][]): RefusalCount[] {
  const merged = new Map<string, RefusalCount>();
  for (const count of lists.flat()) {
    const key = [count.kind, count.action, count.category, count.layer].join('\u0000');
    const known = merged.get(key);
    if (known) known.count += count.count;
    else merged.set(key, { ...count });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}
