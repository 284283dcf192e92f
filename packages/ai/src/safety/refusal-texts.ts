/**
 * What a parent reads when an idea, a profile or a chat answer is refused: what kind of idea cannot become a
 * children's book, and a suggestion to try instead. Every layer's category maps to one of these, so the
 * wording is the same whichever layer decided.
 */
import type { SafetyCategory, SafetyVerdict } from './safety-verdict';

interface RefusalText {
  /** What cannot be in a children's book (also the verdict's reason). */
  reason: string;
  /** What to try instead. */
  suggestion: string;
}

export const REFUSAL_TEXTS: Record<SafetyCategory, RefusalText> = {
  weapons: {
    reason: "Real weapons, or making or bringing them, can't be part of a children's book.",
    suggestion: 'How about an adventure where the hero wins with courage, cleverness or a good friend?',
  },
  violence: {
    reason: "A children's book can't show people hurting or killing each other.",
    suggestion: 'Try a story where a problem is solved by talking, teamwork or a clever plan.',
  },
  'self-harm': {
    reason:
      "A children's book can't show someone hurting themselves or wanting to die. If a child you know is " +
      'struggling, please talk to someone you trust or a local helpline.',
    suggestion: 'Try a story about feeling sad and finding comfort with the people who love you.',
  },
  'eating-disorder': {
    reason: "A children's book can't show a child starving or making themselves sick to change their body.",
    suggestion: 'Try a story about a strong body that can run, climb and dance, or a happy family meal.',
  },
  sexual: {
    reason: "Nothing sexual, and no child's body shown or touched, can be part of a children's book.",
    suggestion: 'Try a story about friendship, family or a big adventure.',
  },
  grooming: {
    reason:
      "A children's book can't show an adult asking a child to keep secrets, send photos, meet alone or get " +
      'into a car.',
    suggestion: 'Try a story where a child knows which grown-ups to go to for help.',
  },
  drugs: {
    reason: "Drugs, or pills taken for fun, can't be part of a children's book.",
    suggestion: 'Try a story about a visit to a kind doctor, or a magic potion that makes flowers grow.',
  },
  alcohol: {
    reason: "Drinking alcohol or being drunk can't be part of a children's book.",
    suggestion: 'Try a story about a lemonade stand or a picnic with friends.',
  },
  smoking: {
    reason: "Smoking or vaping can't be part of a children's book.",
    suggestion: 'Try a story about a steam train, or a dragon who blows smoke rings.',
  },
  hate: {
    reason: "A children's book can't show a faith, a people or a skin colour as bad, or call people names.",
    suggestion: 'Try a story where children from different families become friends.',
  },
  horror: {
    reason: "This is too frightening or gory for a young child's book.",
    suggestion:
      'Try a not-so-scary story: a friendly ghost, a silly monster or a spooky night that ends in laughter.',
  },
  'dangerous-acts': {
    reason:
      "A children's book can't show something dangerous a child might copy, like playing with fire, taking " +
      'medicines or cleaning products, or climbing out of a window.',
    suggestion:
      'Try an adventure where the danger stays in the story world, like a dragon or a storm at sea.',
  },
  profanity: {
    reason: "Swear words don't belong in a children's book.",
    suggestion: 'Could you write the idea with other words?',
  },
};

/** When a provider flagged the words without a category we know. */
export const GENERIC_REFUSAL: RefusalText = {
  reason: "This can't become a children's book.",
  suggestion: 'Could you describe your idea another way?',
};

/** The reason of a verdict in a category (the parent-readable half of the refusal). */
export const reasonFor = (category: SafetyCategory | undefined): string =>
  (category ? REFUSAL_TEXTS[category] : GENERIC_REFUSAL).reason;

/** The whole message a parent sees for a refused text: the reason and a suggestion. */
export function refusalMessage(verdict: Pick<SafetyVerdict, 'category'>): string {
  const text = verdict.category ? REFUSAL_TEXTS[verdict.category] : GENERIC_REFUSAL;
  return `${text.reason} ${text.suggestion}`;
}
