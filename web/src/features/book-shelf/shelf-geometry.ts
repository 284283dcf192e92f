import { SHELF_ACTIVE_RAISE_PX, SHELF_TILT_DEG } from '../../lib/constants';

/**
 * Where each cover of the shelf stands (spec §2, §9): the active book faces the reader, raised; the others
 * stand tilted like spines on either side of it, nearer ones overlapping farther ones.
 */

/** Books shown on each side of the active one; farther ones are hidden (and out of the tab order). */
export const SHELF_SIDE_BOOKS = 5;
/** Centre of the active cover to the centre of its nearest neighbour, and between neighbours. */
const FIRST_STEP_PX = 150;
const SPINE_STEP_PX = 44;

/** §2: the centre book of the shelf is the active one at first. */
export const centreIndex = (count: number) => Math.max(0, Math.floor((count - 1) / 2));

export const clampIndex = (index: number, count: number) =>
  Math.min(Math.max(index, 0), Math.max(count - 1, 0));

export interface CoverPlacement {
  transform: string;
  zIndex: number;
  hidden: boolean;
}

/** The placement of the cover `offset` books away from the active one (negative: to its left). */
export function coverPlacement(offset: number): CoverPlacement {
  const distance = Math.abs(offset);
  if (offset === 0) {
    return {
      transform: `translateX(-50%) translateY(-${SHELF_ACTIVE_RAISE_PX}px)`,
      zIndex: 100,
      hidden: false,
    };
  }
  const side = Math.sign(offset);
  const x = side * (FIRST_STEP_PX + (distance - 1) * SPINE_STEP_PX);
  // Turned towards the active book, so both sides show their faces a little.
  const tilt = -side * SHELF_TILT_DEG;
  return {
    transform: `translateX(calc(-50% + ${x}px)) rotateY(${tilt}deg)`,
    zIndex: 100 - distance,
    hidden: distance > SHELF_SIDE_BOOKS,
  };
}
