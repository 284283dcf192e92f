import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { bookProgressUrl, restyleBook } from '../../api/story';
import { ART_STYLES, type ArtStyle, type BookProgressEvent } from '../../api/types';
import { Button, Select, useToast } from '../../design';
import { ui } from '../../lib/texts';
import { artStyleLabel } from './art-style-label';

interface Drawing {
  style: ArtStyle;
  done: number;
  total: number;
}

/**
 * "Draw the book in another style" for the owner of a finished book: every picture and the cover are drawn
 * again in the style picked, all or nothing. Progress comes on the book's progress stream (each page's
 * `remake` of part 'style'); once no page has one, the book is read again and shows its new pictures, or
 * the ones it had when the new ones could not all be drawn.
 */
export function RestyleBook({
  userId,
  bookId,
  artStyle,
  onDone,
}: {
  userId: string;
  bookId: string;
  artStyle: string | undefined;
  /** Reads the book again; answers its style then. */
  onDone: () => Promise<string | undefined>;
}) {
  const current = artStyleLabel(artStyle);
  const others = ART_STYLES.filter((style) => artStyleLabel(style) !== current);
  const { drawing, outcome, start } = useRestyle(userId, bookId, onDone);
  const [picked, setPicked] = useState<ArtStyle>(others[0] ?? 'picture-book');

  if (drawing) return <RestyleProgress drawing={drawing} />;
  return (
    <RestylePicker
      others={others}
      picked={picked}
      onPick={setPicked}
      starting={start.isPending}
      onStart={() => start.mutate(picked)}
      outcome={outcome}
    />
  );
}

/**
 * A re-style asked for and followed on the book's progress stream until no page has one; then the book is
 * read again, and what came of it is the outcome.
 */
function useRestyle(userId: string, bookId: string, onDone: () => Promise<string | undefined>) {
  const toast = useToast();
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  // The style being drawn, read once when the stream says the re-style is settled.
  const target = useRef<ArtStyle | null>(null);
  // What came of the last re-style, said in the card until the next one (a toast would be gone by the
  // time a parent who looked away comes back).
  const [outcome, setOutcome] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (picked: ArtStyle) => restyleBook({ bookId, userId, artStyle: picked }),
    onSuccess: (answer, picked) => {
      target.current = picked;
      setOutcome(null);
      setDrawing({ style: picked, done: 0, total: answer.pictures });
    },
    onError: (error) =>
      toast(error instanceof ApiError && error.status < 500 ? error.message : ui.restyleRefused),
  });
  const following = drawing !== null;
  useEffect(() => {
    if (!following || typeof window.EventSource !== 'function') return;
    const stream = new window.EventSource(bookProgressUrl(bookId));
    stream.addEventListener('progress', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as BookProgressEvent;
        // Pages whose new picture is drawn count as done; the cover is counted once the book swaps.
        const takes = data.pages.filter((page) => page.remake?.part === 'style');
        const done = takes.filter((page) => page.remake?.status !== 'pending').length;
        // Not finished while the book itself still has the re-style: it takes the new style last.
        if (takes.length > 0 || !data.finished) {
          setDrawing((now) => now && { ...now, done: Math.min(done, now.total) });
          return;
        }
        stream.close();
        const style = target.current;
        target.current = null;
        setDrawing(null);
        if (style) {
          void onDone().then((now) =>
            setOutcome(
              now === style ? ui.restyled(artStyleLabel(style)) : ui.restyleFailed(artStyleLabel(style)),
            ),
          );
        }
      } catch (error) {
        console.error('re-style: unreadable progress', error);
      }
    });
    return () => stream.close();
  }, [bookId, following, onDone]);
  return { drawing, outcome, start };
}

function RestyleProgress({ drawing }: { drawing: Drawing }) {
  return (
    <section className="restyle-book" aria-label={ui.restyleBook} aria-busy="true">
      <p role="status">{ui.restyling(artStyleLabel(drawing.style), drawing.done, drawing.total)}</p>
      <progress className="restyle-progress" max={drawing.total} value={drawing.done} />
    </section>
  );
}

function RestylePicker({
  others,
  picked,
  onPick,
  starting,
  onStart,
  outcome,
}: {
  others: readonly ArtStyle[];
  picked: ArtStyle;
  onPick: (style: ArtStyle) => void;
  starting: boolean;
  onStart: () => void;
  outcome: string | null;
}) {
  const styleId = useId();
  return (
    <section className="restyle-book" aria-label={ui.restyleBook}>
      <h2 className="restyle-heading">{ui.restyleBook}</h2>
      <div className="restyle-actions">
        <label htmlFor={styleId} className="visually-hidden">
          {ui.restyleStyle}
        </label>
        <Select id={styleId} value={picked} onChange={(event) => onPick(event.target.value as ArtStyle)}>
          {others.map((style) => (
            <option key={style} value={style}>
              {artStyleLabel(style)}
            </option>
          ))}
        </Select>
        <Button variant="secondary" disabled={starting} onClick={onStart}>
          {ui.restyleStart}
        </Button>
      </div>
      <p className="remake-hint">{ui.restyleHint}</p>
      {outcome && (
        <p role="status" className="restyle-outcome">
          {outcome}
        </p>
      )}
    </section>
  );
}
