import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useNavigate } from 'react-router-dom';
import { generateStory } from '../../api/story';
import { ART_STYLES, type ArtStyle, type StoryGenBookData, type StorySummary } from '../../api/types';
import { paths } from '../../config/paths';
import { sessionStore } from '../../lib/session-store';
import { storyStart, storySummary, ui } from '../../lib/texts';
import { useSession, useSessionStore } from '../auth';
import { DemoBookMissing } from '../demo';
import { useCredits } from '../pricing';
import { Button, Checkbox, Select } from '../../design';

interface WholeBookProps {
  summary: StorySummary | null;
  /** the cover is still being drawn: the book waits for it, or it would have none */
  coverPending: boolean;
}

/** Writes the story (storygen), then opens the book page. */
function useWriteStory() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: { userId: string; profileId: string; bookData: StoryGenBookData }) =>
      generateStory(request),
    onSuccess: ({ bookId }) => {
      sessionStore.update({ bookId });
      navigate(paths.storyGenBook.href());
    },
    onError: (error) => console.error(error),
  });
}

type LocalStory = ReturnType<typeof useSessionStore>;

/** What storygen is asked to write: the summary, the cover drawn for it, and the choices made so far. */
function bookDataOf(summary: StorySummary, local: LocalStory): StoryGenBookData {
  const cover = local.titleImageGenerated
    ? {
        cf_title_image: local.titleImageUrl ?? undefined,
        cf_title_key: local.titleImageKey ?? undefined,
        title_svg: local.titleSvg ?? undefined,
      }
    : {};
  return {
    ...summary,
    ...cover,
    prompt: local.storyPrompt ?? '',
    image_generator: local.imageGenerator ?? undefined,
    model: local.model ?? undefined,
    art_style: local.artStyle,
  };
}

/** The art style and 'Animate Images', kept in the session's story. */
function BookOptions({ local }: { local: LocalStory }) {
  const styleId = useId();
  return (
    <>
      <label htmlFor={styleId}>{storySummary.artStyle}</label>
      <Select
        id={styleId}
        className="art-style-select"
        value={local.artStyle}
        onChange={(event) => sessionStore.update({ artStyle: event.target.value as ArtStyle })}
      >
        {ART_STYLES.map((style) => (
          <option key={style} value={style}>
            {storySummary.artStyles[style]}
          </option>
        ))}
      </Select>
      <label>
        <Checkbox
          checked={local.animateImages}
          onChange={(event) => sessionStore.update({ animateImages: event.target.checked })}
        />
        {storySummary.animateImages}
      </label>
    </>
  );
}

/** 'Animate Images' and the whole-book button (§2): writes the story, then opens the book page. */
export function WholeBook({ summary, coverPending }: WholeBookProps) {
  const session = useSession();
  const local = useSessionStore();
  const [demoBookAsked, setDemoBookAsked] = useState(false);
  const costId = useId();
  const story = useWriteStory();

  const start = () => {
    if (!summary) return;
    // §4: generating the full book in demo mode says the demo book is missing
    if (!session.loggedIn && session.demoMode) return setDemoBookAsked(true);
    // §5: generation needs login and an active profile.
    if (!session.userId || !local.activeProfileId) return window.alert(storyStart.mustBeLoggedIn);
    story.mutate({
      userId: session.userId,
      profileId: local.activeProfileId,
      bookData: bookDataOf(summary, local),
    });
  };

  return (
    <div className="whole-book">
      <BookOptions local={local} />
      <Button
        variant="primary"
        size="lg"
        disabled={!summary || coverPending || story.isPending}
        onClick={start}
        aria-describedby={session.userId ? costId : undefined}
      >
        {storySummary.readyForWholeBook}
      </Button>
      {session.userId && <BookCost userId={session.userId} id={costId} />}
      {story.isPending && <p role="status">{ui.writingStory}</p>}
      {story.isError && <p role="alert">{story.error.message}</p>}
      {demoBookAsked && <DemoBookMissing />}
    </div>
  );
}

/** What the whole book costs and what is left, before anything is spent (the debit comes with the pictures). */
function BookCost({ userId, id }: { userId: string; id: string }) {
  const credits = useCredits(userId);
  const balance = credits.data?.creditsData.credits;
  if (balance === undefined) return null;
  return (
    <p id={id} className="book-cost">
      {balance > 0 ? storySummary.bookCost(balance) : storySummary.noCreditLeft}{' '}
      {balance === 0 && <Link to={paths.pricing.href()}>{storySummary.getCredits}</Link>}
    </p>
  );
}
