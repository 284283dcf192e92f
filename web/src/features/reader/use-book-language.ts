import { useQuery } from '@tanstack/react-query';
import { getUserProfiles } from '../../api/files';
import { useSession } from '../auth';
import { guessTextLanguage, profileLanguageOf } from './book-language';
import { languageTag } from './speech-language';

/**
 * The BCP-47 tag to read a book aloud in: the language the book says it is written in; for a book that does
 * not say (older books, a profile of 'Other'), the owner's child profile when the reader is the owner, else
 * the text's look (title, summary, pages); null leaves the choice to the browser.
 */
export function useBookLanguage(ownerId: string, text: string, stated?: string): string | null {
  const { userId } = useSession();
  const statedTag = languageTag(stated);
  const own = statedTag === null && userId !== null && userId === ownerId;
  const profiles = useQuery({
    queryKey: ['profiles', userId],
    queryFn: ({ signal }) => getUserProfiles({ userId: userId ?? '' }, signal),
    enabled: own,
  });
  const fromProfile = own && profiles.data ? profileLanguageOf(text, profiles.data.profiles) : null;
  return statedTag ?? fromProfile ?? guessTextLanguage(text);
}
