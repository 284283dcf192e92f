import { PageFlip, type FlipSetting } from 'page-flip';
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useMemo,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { SWIPE_THRESHOLD_PX } from '../../lib/constants';

export interface FlipBookHandle {
  next(): void;
  previous(): void;
  /** flips back to the front cover */
  toCover(): void;
}

export interface FlipBookLeaf {
  key: string;
  content: ReactNode;
}

interface FlipBookProps {
  /** every page of the book in order, the front cover first and the back cover last */
  leaves: readonly FlipBookLeaf[];
  /** the page now shown (in a two-page spread, its left page) */
  onFlip: (index: number) => void;
  /** whether two pages are shown side by side (there is room for two) */
  onSpreadChange?: (twoPages: boolean) => void;
  ref?: Ref<FlipBookHandle>;
}

/**
 * A page's size in the book's own proportions; page-flip stretches it between the bounds to fit the screen
 * and shows two pages side by side where there is room for two.
 */
const SETTINGS: Partial<FlipSetting> = {
  size: 'stretch' as FlipSetting['size'],
  width: 400,
  height: 560,
  minWidth: 240,
  maxWidth: 520,
  minHeight: 336,
  maxHeight: 728,
  autoSize: true,
  // the covers stand alone: the book opens from its cover and closes on its back
  showCover: true,
  usePortrait: true,
  // page-flip turns the page for a horizontal swipe longer than this (spec §9)
  swipeDistance: SWIPE_THRESHOLD_PX,
  mobileScrollSupport: false,
  flippingTime: 700,
  maxShadowOpacity: 0.4,
};

/**
 * The page-turning book of page-flip (StPageFlip) in React. page-flip moves the page elements it is given into
 * its own and removes its container when destroyed, so neither may be React's: the page elements are made
 * here, React renders each page into its own with a portal, and page-flip gets a container of its own.
 */
export function FlipBook({ leaves, onFlip, onSpreadChange, ref }: FlipBookProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const flipRef = useRef<PageFlip | null>(null);
  const count = leaves.length;
  const pageElements = useMemo(
    () =>
      Array.from({ length: count }, () => {
        const element = document.createElement('div');
        element.className = 'flip-page';
        return element;
      }),
    [count],
  );
  const flipped = useEffectEvent((index: number) => onFlip(index));
  const spreadChanged = useEffectEvent((orientation: unknown) =>
    onSpreadChange?.(orientation === 'landscape'),
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container || pageElements.length === 0) return;
    const host = document.createElement('div');
    host.className = 'flip-book-pages';
    container.appendChild(host);
    const flip = new PageFlip(host, SETTINGS);
    flip.loadFromHTML(pageElements);
    flip.on('flip', (event) => flipped(Number(event.data)));
    flip.on('init', () => spreadChanged(flip.getOrientation()));
    flip.on('changeOrientation', (event) => spreadChanged(event.data));
    flipRef.current = flip;
    return () => {
      flipRef.current = null;
      stopRendering(flip);
      flip.destroy();
    };
  }, [pageElements]);

  useImperativeHandle(
    ref,
    () => ({
      next: () => flipRef.current?.flipNext(),
      previous: () => flipRef.current?.flipPrev(),
      toCover: () => flipRef.current?.flip(0),
    }),
    [],
  );

  return (
    <div ref={containerRef} className="flip-book">
      {leaves.map((leaf, i) => {
        const element = pageElements[i];
        return element ? createPortal(leaf.content, element, leaf.key) : null;
      })}
    </div>
  );
}

/**
 * page-flip draws on every animation frame from loading on and never stops, not even when destroyed; a
 * destroyed book's drawing is made to do nothing so that a closed book costs nothing.
 */
function stopRendering(flip: PageFlip): void {
  const render = flip.getRender() as unknown as { render: (timer: number) => void } | undefined;
  if (render) render.render = () => {};
}
