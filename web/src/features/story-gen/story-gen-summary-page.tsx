import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { getSummary } from '../../api/story';
import { sessionStore } from '../../lib/session-store';
import { storySummary, ui } from '../../lib/texts';
import { useSession, useSessionStore } from '../auth';
import { CoverPreview } from './cover-preview';
import { IdeaRefused } from './idea-refused';
import { SummaryDetails } from './summary-details';
import { useTitlePicture } from './use-title-picture';
import { WholeBook } from './whole-book';
import { Button, Skeleton } from '../../design';

/**
 * /story-gen-summary: the idea, its summary, the cover preview and the whole-book button (spec §2, §4).
 * In demo mode the start page has already stored the canned summary and cover (features/demo), so nothing is
 * fetched here.
 */
export function StoryGenSummaryPage() {
  const session = useSession();
  const { activeStoryId, activeProfileId, storyPrompt, model, summaryData, titleImageGenerated } =
    useSessionStore();
  const userId = session.userId;
  const fetched = useQuery({
    queryKey: ['story-summary', activeStoryId, userId, activeProfileId, storyPrompt, model],
    // No abort signal: a summary that arrives after the user left is kept for their return.
    queryFn: async () => {
      const { authorResponse } = await getSummary({
        userId: userId ?? '',
        prompt: storyPrompt ?? '',
        model: model ?? undefined,
        profileId: activeProfileId ?? undefined,
      });
      sessionStore.updateStory(activeStoryId, { summaryData: authorResponse });
      return authorResponse;
    },
    enabled: session.loggedIn && Boolean(storyPrompt) && !summaryData,
    staleTime: Infinity,
    retry: false,
  });
  const summary = summaryData ?? fetched.data ?? null;
  // A 400 is the idea itself refused (the server says why); anything else is a failure worth retrying later.
  const refused = fetched.error instanceof ApiError && fetched.error.status === 400;
  const cover = useTitlePicture(summary);

  return (
    <main className="story-gen-summary">
      <h1>{ui.summaryHeading}</h1>
      <section aria-label={ui.storyIdea} className="story-idea">
        <p>{storyPrompt ?? storySummary.missingIdea}</p>
      </section>
      <section aria-label={ui.summaryHeading} aria-busy={fetched.isFetching} className="summary">
        {!storyPrompt ? (
          <p>{storySummary.noIdea}</p>
        ) : summary ? (
          <SummaryDetails summary={summary} />
        ) : refused ? (
          <IdeaRefused message={fetched.error?.message ?? ''} />
        ) : fetched.isError ? (
          <p role="alert">{fetched.error.message}</p>
        ) : fetched.isFetching ? (
          <Skeleton className="summary-skeleton">{storySummary.stillWorking}</Skeleton>
        ) : null}
        {storyPrompt && !refused && (
          <Button className="refresh-button" onClick={() => window.alert(ui.summaryRefreshComingSoon)}>
            <span aria-hidden="true">↻</span> {ui.refreshSummary}
          </Button>
        )}
      </section>
      {summary && <CoverPreview title={summary.title} cover={cover} />}
      {!refused && <WholeBook summary={summary} coverPending={!titleImageGenerated && cover.isFetching} />}
    </main>
  );
}
