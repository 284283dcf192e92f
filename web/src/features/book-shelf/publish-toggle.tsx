import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publishBook } from '../../api/admin';
import { ApiError } from '../../api/client';
import { getPublicBook } from '../../api/public';
import { ui } from '../../lib/texts';
import { Checkbox } from '../../design';

const publishedKey = (bookId: string) => ['published', bookId] as const;

/**
 * Whether a book is on the public shelf. Neither the shelf item nor the book says so, but the public read by
 * book id answers published books only (404 for the rest), so that answer is the fact.
 */
async function isPublished(bookId: string, signal: AbortSignal): Promise<boolean> {
  try {
    await getPublicBook({ bookId }, signal);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** An admin's switch that puts a book on the public shelf or takes it off (spec §6). */
export function PublishToggle({ bookId }: { bookId: string }) {
  const queryClient = useQueryClient();
  const published = useQuery({
    queryKey: publishedKey(bookId),
    queryFn: ({ signal }) => isPublished(bookId, signal),
  });
  const change = useMutation({
    mutationFn: (next: boolean) => publishBook({ bookId, published: next }),
    onSuccess: (answer) => {
      queryClient.setQueryData(publishedKey(bookId), answer.published);
      return queryClient.invalidateQueries({ queryKey: ['public-bookshelf'] });
    },
    onError: (error) => console.error(error),
  });
  const checked = change.isPending ? change.variables : published.data;
  return (
    <label className="publish-toggle">
      <Checkbox
        checked={checked ?? false}
        disabled={published.isPending || change.isPending}
        onChange={(event) => change.mutate(event.target.checked)}
      />
      {ui.onPublicShelf}
    </label>
  );
}
