import { THEMES, type Theme } from '../../lib/constants';

/** §3: each theme of a summary is shown with an icon; themes are free text, so anything else gets the default. */
export const THEME_ICONS: Record<Theme, string> = {
  Friendship: '🤝',
  FamilyAndLove: '❤️',
  CourageAndBravery: '🦁',
  KindnessAndCompassion: '🤗',
  AdventureAndExploration: '🧭',
  Discovery: '🔍',
  NatureAndEnvironment: '🌳',
  IdentityAndSelfExpression: '🎨',
  LearningAndCuriosity: '📚',
  SharingAndCooperation: '🧩',
  OvercomingChallenges: '⛰️',
  EmotionsOrFeelings: '😊',
  HonestyAndIntegrity: '⚖️',
  MagicAndWonder: '✨',
};
export const DEFAULT_THEME_ICON = '⭐';

/**
 * Word beginnings that name each theme in free text ('brave' for 'Bravery', 'friend' for 'Friends'). Models
 * and parents rarely write the keys themselves.
 */
const THEME_STEMS: Record<Theme, readonly string[]> = {
  Friendship: ['friend'],
  FamilyAndLove: ['famil', 'love', 'loving', 'parent'],
  CourageAndBravery: ['courag', 'brave', 'bold'],
  KindnessAndCompassion: ['kind', 'compassion', 'empath', 'caring'],
  AdventureAndExploration: ['adventur', 'explor', 'journey', 'quest'],
  Discovery: ['discover', 'science'],
  NatureAndEnvironment: ['natur', 'environment'],
  IdentityAndSelfExpression: ['identit', 'self', 'express', 'creativ'],
  LearningAndCuriosity: ['learn', 'curio'],
  SharingAndCooperation: ['share', 'sharing', 'cooperat', 'teamwork', 'together'],
  OvercomingChallenges: ['overcom', 'challeng', 'persever', 'resilien'],
  EmotionsOrFeelings: ['emotion', 'feeling'],
  HonestyAndIntegrity: ['honest', 'integrity', 'truth'],
  MagicAndWonder: ['magic', 'wonder', 'imagin'],
};

export interface ThemeIcon {
  /** the theme as the summary wrote it, keys spelled out ('CourageAndBravery' reads 'Courage and Bravery') */
  label: string;
  theme: Theme | null;
  icon: string;
}

const compact = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/** 'CourageAndBravery' -> 'Courage and Bravery'; text with spaces stays as written. */
function spelledOut(text: string): string {
  if (/\s/.test(text)) return text;
  return text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/ (And|Or) /g, (word) => word.toLowerCase());
}

/** The spec's theme that free text names, or null. */
export function themeOf(text: string): Theme | null {
  const wanted = compact(text);
  if (!wanted) return null;
  const exact = THEMES.find((theme) => compact(theme) === wanted);
  if (exact) return exact;
  const words = spelledOut(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // The theme named by most words wins; on a tie the one named first, as the first word is usually the point.
  let best: { theme: Theme; count: number; first: number } | null = null;
  for (const theme of THEMES) {
    const hits = words.flatMap((word, at) =>
      THEME_STEMS[theme].some((stem) => word.startsWith(stem)) ? [at] : [],
    );
    if (hits.length === 0) continue;
    const candidate = { theme, count: hits.length, first: hits[0] };
    if (
      !best ||
      candidate.count > best.count ||
      (candidate.count === best.count && candidate.first < best.first)
    ) {
      best = candidate;
    }
  }
  return best?.theme ?? null;
}

/** The summary's comma-separated themes, each with its icon, empty entries dropped. */
export function themeIcons(themes: string | null | undefined): ThemeIcon[] {
  return (themes ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => {
      const theme = themeOf(text);
      return { label: spelledOut(text), theme, icon: theme ? THEME_ICONS[theme] : DEFAULT_THEME_ICON };
    });
}
