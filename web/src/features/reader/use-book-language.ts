import { useQuery } from '@tanstack/react-query';
import { getUserProfiles } from '../../api/files';
import { useSession } from '../auth/use-session';
import { guessTextLanguage, profileLanguageOf } from './book-language';

/**
 * The BCP-47 tag to read a book aloud in, from its text (title, summary, pages): the owner's child profile
 * when the reader is the owner, else the text's look; null leaves the choice to the browser.
 */
export function useBookLanguage(ownerId: string, text: string): string | null {
  const { userId } = useSession();
  const own = userId !== null && userId === ownerId;
  const profiles = useQuery({
    queryKey: ['profiles', userId],
    queryFn: ({ signal }) => getUserProfiles({ userId: userId ?? '' }, signal),
    enabled: own,
  });
  const fromProfile = own && profiles.data ? profileLanguageOf(text, profiles.data.profiles) : null;
  return fromProfile ?? guessTextLanguage(text);
}
