import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBook } from '../../api/story';
import type { ShelfItem } from '../../api/types';
import { bookShelf, ui } from '../../lib/texts';
import { Button } from '../../design';

/** §2, §5, §8: deletes an own book after the confirmation, then says so. */
export function DeleteBookButton({ book, userId }: { book: ShelfItem; userId: string }) {
  const queryClient = useQueryClient();
  const { title } = book.data;
  const remove = useMutation({
    mutationFn: () => deleteBook({ userId, bookId: book.book_id }),
    onSuccess: () => {
      window.alert(bookShelf.deleted(title));
      queryClient.removeQueries({ queryKey: ['book', book.user_id, book.book_id] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookshelf', userId] }),
        // it may have been published
        queryClient.invalidateQueries({ queryKey: ['public-bookshelf'] }),
      ]);
    },
    onError: (error) => console.error(error),
  });
  return (
    <Button
      variant="danger"
      className="delete-book"
      aria-label={ui.deleteBook(title)}
      disabled={remove.isPending}
      onClick={() => {
        if (window.confirm(bookShelf.confirmDelete(title))) remove.mutate();
      }}
    >
      {ui.delete}
    </Button>
  );
}
