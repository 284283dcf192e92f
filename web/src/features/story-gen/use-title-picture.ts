import { useQuery } from '@tanstack/react-query';
import { getTitlePicture } from '../../api/story';
import type { StorySummary } from '../../api/types';
import { sessionStore } from '../../lib/session-store';
import { useSession, useSessionStore } from '../auth';

/**
 * The cover of the story's summary (§4): requested only while it is not yet generated for this story, and
 * kept in the session store, so that coming back to the summary page shows it again without a new picture.
 */
export function useTitlePicture(summary: StorySummary | null) {
  const session = useSession();
  const { activeStoryId, activeProfileId, imageGenerator, titleImageGenerated } = useSessionStore();
  const userId = session.userId;
  return useQuery({
    queryKey: ['title-picture', activeStoryId, userId, activeProfileId, summary],
    // No abort signal: a cover still being drawn when the user leaves the page is kept for their return.
    queryFn: async () => {
      if (!userId || !activeProfileId || !summary) throw new Error('no story to draw a cover for');
      const cover = await getTitlePicture({
        userId,
        profileId: activeProfileId,
        summaryData: summary,
        generator: imageGenerator ?? undefined,
      });
      sessionStore.updateStory(activeStoryId, {
        titleImageUrl: cover.storyImage,
        titleImageKey: cover.fileKey,
        titleSvg: cover.titleSvg,
        titleImageGenerated: true,
      });
      return cover;
    },
    enabled: session.loggedIn && Boolean(userId && activeProfileId && summary) && !titleImageGenerated,
    staleTime: Infinity,
    retry: false,
  });
}
