import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shareBook } from '../../api/story';
import { Button } from '../../design';
import { ui } from '../../lib/texts';

/**
 * The owner's switch beside Share: stop sharing a book (its link, reads and pictures then answer to its
 * owner only, and it leaves the public shelf) or share it again. The shelf and the book are read again after.
 */
export function SharingToggle({ bookId, title, shared }: { bookId: string; title: string; shared: boolean }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: boolean) => shareBook({ bookId, shared: next }),
    onSuccess: () =>
      Promise.all(
        [['bookshelf'], ['book'], ['public-bookshelf'], ['published', bookId]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: (error) => console.error(error),
  });
  const now = change.isPending ? change.variables : shared;
  return (
    <Button
      variant="secondary"
      className="sharing-toggle"
      aria-label={now ? ui.stopSharingBook(title) : ui.shareAgainBook(title)}
      disabled={change.isPending}
      onClick={() => change.mutate(!now)}
    >
      {now ? ui.stopSharing : ui.shareAgain}
    </Button>
  );
}
