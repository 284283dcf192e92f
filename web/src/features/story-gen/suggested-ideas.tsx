import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startStory } from '../../api/story';
import type { StartStoryRequest } from '../../api/types';
import { ui } from '../../lib/texts';
import { Button, Skeleton } from '../../design';
import { IdeaButtons } from './idea-buttons';

/** Every field the app sends (the query key names them all). */
type PromptsRequest = Required<Omit<StartStoryRequest, 'user_id'>>;

/** Every prompt list, or the one of a request. */
export const storyPromptsKey = (request?: PromptsRequest) =>
  request
    ? ['story-prompts', request.userId, request.profileId, request.imageGenerator, request.model]
    : ['story-prompts'];

interface SuggestedIdeasProps {
  request: PromptsRequest;
  onChoose: (prompt: string) => void;
}

/**
 * Idea prompts from the author (§4): fetched once per profile, illustrator and model; two skeleton buttons
 * while loading; on failure the list is a single item with the answer's error.
 */
export function SuggestedIdeas({ request, onChoose }: SuggestedIdeasProps) {
  const queryClient = useQueryClient();
  const queryKey = storyPromptsKey(request);
  const prompts = useQuery({
    queryKey,
    queryFn: ({ signal }) => startStory(request, signal),
    staleTime: Infinity,
    retry: false,
  });
  // §4: the refresh button clears the prompts (skeletons again), then fetches new ones.
  const refresh = () => void queryClient.resetQueries({ queryKey, exact: true });

  return (
    <section aria-label={ui.suggestedIdeas} aria-busy={prompts.isFetching} className="suggested-ideas">
      <ul>
        {prompts.isPending && (
          <>
            <li>
              <Skeleton className="idea-skeleton" />
            </li>
            <li>
              <Skeleton className="idea-skeleton" />
            </li>
          </>
        )}
        {prompts.isError && <li className="ideas-error">{prompts.error.message}</li>}
        {prompts.data && (
          <IdeaButtons
            prompts={prompts.data.authorResponse.map(({ prompt }) => prompt)}
            onChoose={onChoose}
          />
        )}
      </ul>
      <Button className="refresh-button" onClick={refresh} disabled={prompts.isFetching}>
        <span aria-hidden="true">↻</span> {ui.refreshIdeas}
      </Button>
    </section>
  );
}
