/**
 * The small pattern language of the offline lexicon, matched against a normalized sentence (tokens joined by
 * single spaces, see normalize.ts). A term is one or more tokens:
 * - `word` is that token exactly;
 * - `word*` a token starting with it (`medic*`: medicine, medicines, medicament);
 * - `*word` a token ending with it (German compounds: `*messer` is Messer and Küchenmesser);
 * - `~` between two tokens allows up to three other tokens there (`keep ~ secret`: keep it our secret).
 * Terms are written without accents, as the text is read without them.
 */
import { escapeRegExp } from '../../reg-exp';

function tokenPattern(token: string): string {
  const escaped = escapeRegExp(token.replace(/^\*|\*$/g, ''));
  const before = token.startsWith('*') ? '\\S*' : '';
  const after = token.endsWith('*') ? '\\S*' : '';
  return `${before}${escaped}${after}`;
}

export function termPattern(term: string): string {
  const tokens = term.trim().split(/\s+/);
  let pattern = '';
  let gap = false;
  for (const token of tokens) {
    if (token === '~') {
      gap = true;
      continue;
    }
    if (pattern) pattern += gap ? '(?: \\S+){0,3} ' : ' ';
    pattern += tokenPattern(token);
    gap = false;
  }
  return pattern;
}

/** One expression for many terms, matching whole tokens only; `g` so every occurrence is found. */
export function termsExpression(terms: readonly string[]): RegExp {
  // Longer terms first, so a phrase wins over its first word at the same place.
  const sorted = [...new Set(terms)].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<!\\S)(?:${sorted.map(termPattern).join('|')})(?!\\S)`, 'g');
}
