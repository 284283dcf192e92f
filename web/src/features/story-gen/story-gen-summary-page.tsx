import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { generateStory, getSummary } from '../../api/story';
import type { StorySummary } from '../../api/types';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { storySummary, ui } from '../../lib/texts';
import { useSession } from '../auth/use-session';
import { useSessionStore } from '../auth/use-session-store';

/**
 * /story-gen-summary: the idea, its summary and the whole-book button (spec §2, §4).
 * The cover picture and the demo's canned summary come with the story-flow issue.
 */
export function StoryGenSummaryPage() {
  const session = useSession();
  const { storyPrompt, model } = useSessionStore();
  const summary = useQuery({
    queryKey: ['story-summary', session.userId, storyPrompt, model],
    queryFn: ({ signal }) =>
      getSummary(
        { userId: session.userId ?? '', prompt: storyPrompt ?? '', model: model ?? undefined },
        signal,
      ),
    enabled: session.loggedIn && Boolean(storyPrompt),
    staleTime: Infinity,
    retry: false,
  });

  return (
    <main className="story-gen-summary">
      <h1>{ui.summaryHeading}</h1>
      <section aria-label={ui.storyIdea}>
        <p>{storyPrompt ?? storySummary.missingIdea}</p>
      </section>
      <section aria-label={ui.summaryHeading} aria-busy={summary.isFetching}>
        {!storyPrompt ? (
          <p>{storySummary.noIdea}</p>
        ) : summary.isError ? (
          <p role="alert">{summary.error.message}</p>
        ) : summary.data ? (
          <SummaryDetails summary={summary.data.authorResponse} />
        ) : summary.isFetching ? (
          <p>{storySummary.stillWorking}</p>
        ) : null}
      </section>
      <WholeBook summary={summary.data?.authorResponse ?? null} />
    </main>
  );
}

function SummaryDetails({ summary }: { summary: StorySummary }) {
  return (
    <article>
      <h2>{summary.title}</h2>
      <p>{summary.summary}</p>
      <dl>
        <dt>{ui.summaryFields.genre}</dt>
        <dd>{summary.genre}</dd>
        <dt>{ui.summaryFields.themes}</dt>
        <dd>{summary.themes}</dd>
        <dt>{ui.summaryFields.setting}</dt>
        <dd>{summary.setting}</dd>
        <dt>{ui.summaryFields.characters}</dt>
        <dd>{summary.characters}</dd>
      </dl>
    </article>
  );
}

function WholeBook({ summary }: { summary: StorySummary | null }) {
  const session = useSession();
  const local = useSessionStore();
  const navigate = useNavigate();
  const story = useMutation({
    mutationFn: (data: StorySummary) =>
      generateStory({
        userId: session.userId ?? '',
        profileId: local.activeProfileId ?? '',
        bookData: {
          ...data,
          prompt: local.storyPrompt ?? '',
          image_generator: local.imageGenerator ?? undefined,
          model: local.model ?? undefined,
        },
      }),
    onSuccess: ({ bookId }) => {
      sessionStore.update({ bookId });
      navigate(paths.storyGenBook.href());
    },
    onError: (error) => console.error(error),
  });
  return (
    <div className="whole-book">
      <label>
        <input
          type="checkbox"
          checked={local.animateImages}
          onChange={(event) => sessionStore.update({ animateImages: event.target.checked })}
        />
        {storySummary.animateImages}
      </label>
      <button
        type="button"
        disabled={!summary || !session.loggedIn || story.isPending}
        onClick={() => summary && story.mutate(summary)}
      >
        {storySummary.readyForWholeBook}
      </button>
      {story.isError && <p role="alert">{story.error.message}</p>}
    </div>
  );
}
