/**
 * The moderation port: every text that enters the product (an idea, a profile field, a chat answer, a
 * problem report) and every text a model or the offline storyteller produces (a summary, a page, a picture
 * prompt) is checked before it is used or stored. A check answers allow, rewrite (the words must change: a
 * generated page is written again, a parent is asked for other words) or refuse (nothing made of it can be a
 * child's book), with the category of harm and a reason a parent can read.
 */

/** The kinds of harm a children's book must not carry; the same names in every layer's verdict. */
export const SAFETY_CATEGORIES = [
  'weapons',
  'violence',
  'self-harm',
  'eating-disorder',
  'sexual',
  'grooming',
  'drugs',
  'alcohol',
  'smoking',
  'hate',
  'horror',
  'dangerous-acts',
  'profanity',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export type SafetyAction = 'allow' | 'rewrite' | 'refuse';

/** Where the checked words come from: a layer may judge a parent's idea and a written page differently. */
export type CheckedText =
  'idea' | 'idea-suggestion' | 'summary' | 'book' | 'picture-prompt' | 'profile' | 'chat' | 'report';

export interface SafetyCheck {
  text: string;
  kind: CheckedText;
  /** The child's age in years, when the check is for a child's book: horror is judged by it. */
  age?: number;
}

export interface SafetyVerdict {
  action: SafetyAction;
  /** Absent when allowed, or when a provider flagged the text without a category we know. */
  category?: SafetyCategory;
  /** Why, in words a parent can read; never quotes the text. Empty when allowed. */
  reason: string;
  /** The layer that decided: `offline`, `openai-moderation`, `judge:<model>`, `offline (fallback)`. */
  layer: string;
}

export interface Moderator {
  /** The layers joined with `+` (`offline+openai-moderation+judge`), for readiness and logs. */
  readonly adapter: string;
  check(input: SafetyCheck): Promise<SafetyVerdict>;
}

export const allowed = (layer: string): SafetyVerdict => ({ action: 'allow', reason: '', layer });

const STRICTNESS: Record<SafetyAction, number> = { allow: 0, rewrite: 1, refuse: 2 };

/** The strictest of several verdicts; among equals the first, so the cheaper layer is named. */
export function strictest(verdicts: readonly SafetyVerdict[]): SafetyVerdict {
  const [first, ...rest] = verdicts;
  if (!first) throw new Error('strictest needs at least one verdict');
  return rest.reduce(
    (worst, verdict) => (STRICTNESS[verdict.action] > STRICTNESS[worst.action] ? verdict : worst),
    first,
  );
}

export const isSafetyCategory = (value: string): value is SafetyCategory =>
  (SAFETY_CATEGORIES as readonly string[]).includes(value);
