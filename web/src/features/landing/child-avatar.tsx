import type { ChildProfile } from '../../api/types';
import { Avatar } from '../../design';

/** Hair colours as parents write them, in the six languages, to a colour to draw. */
const HAIR: [RegExp, string][] = [
  [/blond|rubi|biond|loir/i, '#e2b951'],
  [/red|ginger|auburn|roux|rousse|pelirroj|rot|ross|ruiv/i, '#b5532a'],
  [/grey|gray|gris|grau|grigi|cinz|white|blanc|weiß|weiss|bianc|branc/i, '#b8b4ad'],
  [/black|negr|noir|schwarz|ner|pret/i, '#2a2322'],
  [/brown|brun|castañ|castan|marr|braun|chatain|châtain/i, '#6b4128'],
];
const EYES: [RegExp, string][] = [
  [/blue|azul|bleu|blau|azzurr|celest/i, '#3f78b5'],
  [/green|verde|vert|grün|grun/i, '#4b8a4a'],
  [/hazel|avellan|noisette/i, '#8a6a3a'],
];
const pick = (table: [RegExp, string][], word: string, fallback: string) =>
  table.find(([pattern]) => pattern.test(word))?.[1] ?? fallback;

/**
 * A child's avatar: the picture the parent chose when there is one, otherwise a drawn face with the hair and
 * eye colour of the profile (no skin tone is guessed from anything).
 */
export function ChildAvatar({ profile, size = 96 }: { profile: ChildProfile; size?: number }) {
  if (profile.profile_image) return <Avatar src={profile.profile_image} size={size} />;
  const info = profile.profile_data?.personal_information;
  const hair = pick(HAIR, info?.hair_color ?? '', '#6b4128');
  const eyes = pick(EYES, info?.eye_color ?? '', '#4a3426');
  const long = /girl|niña|fille|mädchen|ragazza|bambina|menina/i.test(info?.gender ?? '');
  return (
    <Avatar size={size}>
      <svg className="child-avatar block size-full" viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r="48" fill="#fde7c4" />
        {long && <path d="M20 50 Q18 88 34 90 L62 90 Q78 88 76 50 Z" fill={hair} />}
        <circle cx="48" cy="50" r="24" fill="#f3c9a0" />
        <path d="M24 46 Q26 22 48 22 Q70 22 72 46 Q62 34 48 34 Q34 34 24 46 Z" fill={hair} />
        <circle cx="39" cy="52" r="3.2" fill={eyes} />
        <circle cx="57" cy="52" r="3.2" fill={eyes} />
        <path d="M40 62 Q48 68 56 62" fill="none" stroke="#a0523a" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M24 96 Q26 76 48 76 Q70 76 72 96 Z" fill="#2f6f8f" />
      </svg>
    </Avatar>
  );
}
