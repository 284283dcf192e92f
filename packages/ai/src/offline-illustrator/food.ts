/**
 * Food a page is about (a cake, a plate of cookies, a stack of pancakes), set where food is set, never on the
 * floor: on a little table indoors, on a picnic blanket outside. It is drawn as far as the page has got: only
 * half made, a bowl of dough with eggs and a bag of flour beside it; nearly made, ready for the oven or the
 * pan (cookies raw on their tray, a cake's bare sponge beside its icing, the first pancakes beside the
 * batter); finished, on its plate.
 */
import { darker } from './colour';
import type { Draw } from './context';
import { moving } from './context';
import type { Scene, ThingKind } from './scene';
import { el, group, motion, path } from './svg';

export type Food = 'cake' | 'treats' | 'pancakes';
export const FOODS: ReadonlySet<ThingKind> = new Set<Food>(['cake', 'treats', 'pancakes']);

/** How much ground the table (or the blanket) takes beside the child. */
export const FOOD_WIDTH = 320;

type Progress = Scene['unfinished'];

const TABLE_HEIGHT = 150;
const BLANKET_DEPTH = 84;

/** A small wooden table whose top is `TABLE_HEIGHT` above the floor at `y`. */
function table(x: number, y: number): string {
  const wood = '#b07d57';
  const top = y - TABLE_HEIGHT;
  return group(
    { class: 'table' },
    [x - 132, x + 118]
      .map((legX) =>
        el('rect', { x: legX, y: top + 14, width: 14, height: TABLE_HEIGHT - 14, fill: darker(wood, 0.2) }),
      )
      .join(''),
    el('rect', { x: x - 150, y: top + 14, width: 300, height: 16, fill: darker(wood, 0.12) }),
    el('rect', { x: x - 160, y: top, width: 320, height: 18, rx: 5, fill: wood }),
  );
}

/** A red-checked picnic blanket spread on the ground at `y`, seen from a little above. */
function blanket(x: number, y: number): string {
  const back = y - BLANKET_DEPTH;
  const checks = [-3, -2, -1, 0, 1, 2, 3]
    .map((i) => path`M${x + i * 46} ${y}L${x + i * 38} ${back}`)
    .concat([1, 2].map((row) => path`M${x - 160 + row * 9} ${y - row * 28}h${320 - row * 18}`))
    .join('');
  return group(
    { class: 'blanket' },
    el('path', {
      d: path`M${x - 160} ${y}L${x + 160} ${y}L${x + 132} ${back}L${x - 132} ${back}Z`,
      fill: '#e4572e',
    }),
    el('path', { d: checks, stroke: '#ffffff', 'stroke-width': 9, opacity: 0.55, fill: 'none' }),
  );
}

const plate = (x: number, y: number, rx: number) =>
  el('ellipse', { cx: x, cy: y - 10, rx, ry: 20, fill: '#f4f1ea', stroke: '#c9c2b5', 'stroke-width': 4 });

/** A mixing bowl of dough (or batter) with its wooden spoon, eggs and a bag of flour: only half made. */
function mixing(x: number, y: number): string {
  return group(
    { class: 'mixing' },
    // The bag of flour, folded over at the top.
    el('path', {
      d: path`M${x - 140} ${y}L${x - 134} ${y - 88}L${x - 82} ${y - 88}L${x - 76} ${y}Z`,
      fill: '#f4f1ea',
    }),
    el('rect', { x: x - 137, y: y - 60, width: 58, height: 16, fill: '#2e86ab' }),
    el('path', { d: path`M${x - 134} ${y - 88}l8 -12h36l8 12`, fill: '#e6e0d4' }),
    el('path', { d: path`M${x - 62} ${y - 76}Q${x} ${y + 14} ${x + 62} ${y - 76}Z`, fill: '#8ecae6' }),
    el('ellipse', {
      cx: x,
      cy: y - 76,
      rx: 62,
      ry: 12,
      fill: '#f3e2c0',
      stroke: darker('#8ecae6', 0.2),
      'stroke-width': 4,
    }),
    el('path', {
      d: path`M${x + 12} ${y - 80}L${x + 58} ${y - 150}`,
      stroke: '#c68b59',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    [95, 122]
      .map((dx) =>
        el('ellipse', {
          cx: x + dx,
          cy: y - 17,
          rx: 13,
          ry: 17,
          fill: '#fff8ee',
          stroke: '#d8cbb4',
          'stroke-width': 3,
        }),
      )
      .join(''),
  );
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
function cake(draw: Draw, x: number, y: number, progress: Progress): string {
  // Bare sponge until it is finished; then iced, with its candles lit.
  const bare = progress === 'nearly';
  const shapes = [
    el('rect', { x: x - 70, y: y - 70, width: 140, height: 70, rx: 10, fill: bare ? '#e2b86f' : '#f7c6d9' }),
    el('rect', { x: x - 55, y: y - 120, width: 110, height: 52, rx: 10, fill: bare ? '#ecc985' : '#fbe3ec' }),
  ];
  if (bare) {
    // The icing waiting beside it, a knife in its bowl.
    shapes.push(
      el('path', {
        d: path`M${x + 82} ${y - 40}Q${x + 120} ${y + 10} ${x + 158} ${y - 40}Z`,
        fill: '#8ecae6',
      }),
      el('ellipse', { cx: x + 120, cy: y - 40, rx: 38, ry: 8, fill: '#f7c6d9' }),
      el('path', {
        d: path`M${x + 126} ${y - 44}l26 -52`,
        stroke: '#9aa1ab',
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    );
    return group({ class: 'thing cake nearly-made' }, ...shapes);
  }
  shapes.push(
    el('path', {
      d: path`M${x - 70} ${y - 58}q17 18 35 0t35 0t35 0t35 0`,
      stroke: '#ffffff',
      'stroke-width': 8,
      fill: 'none',
    }),
    [-30, 0, 30]
      .map(
        (dx) =>
          el('rect', { x: x + dx - 4, y: y - 150, width: 8, height: 30, fill: '#8ecae6' }) +
          el(
            'ellipse',
            { cx: x + dx, cy: y - 158, rx: 6, ry: 10, fill: '#ffb703' },
            moving(draw, () => motion.twinkle(0.5, 0.7 + draw.motionRandom() * 0.4)),
          ),
      )
      .join(''),
  );
  return group({ class: 'thing cake' }, ...shapes);
}

/** Cookies (muffins, biscuits): raw rounds on a baking tray when nearly made, else a plate stacked high. */
function treats(x: number, y: number, progress: Progress): string {
  if (progress === 'nearly') {
    const dough = [-1, 1]
      .flatMap((row) =>
        [-90, -30, 30, 90].map((dx) =>
          el('ellipse', { cx: x + dx + row * 6, cy: y - 24 + row * 11, rx: 22, ry: 9, fill: '#f3dcb2' }),
        ),
      )
      .join('');
    return group(
      { class: 'thing treats nearly-made' },
      el('path', {
        d: path`M${x - 130} ${y}L${x + 130} ${y}L${x + 118} ${y - 48}L${x - 118} ${y - 48}Z`,
        fill: '#b8bec7',
        stroke: '#8d949e',
        'stroke-width': 4,
      }),
      dough,
    );
  }
  // Chocolate chips on the outer and top ones.
  const cookie = (dx: number, row: number) => {
    const cy = y - 38 - row * 34;
    const chips =
      row === 2 || dx !== 0
        ? el('circle', { cx: x + dx - 10, cy: cy - 4, r: 4.5, fill: '#5a3825' }) +
          el('circle', { cx: x + dx + 9, cy: cy + 3, r: 4.5, fill: '#5a3825' })
        : '';
    return (
      el('ellipse', {
        cx: x + dx,
        cy,
        rx: 34,
        ry: 18,
        fill: '#d9a066',
        stroke: darker('#d9a066', 0.2),
        'stroke-width': 3,
      }) + chips
    );
  };
  return group(
    { class: 'thing treats' },
    plate(x, y, 115),
    cookie(-52, 0) + cookie(0, 0) + cookie(52, 0) + cookie(-26, 1) + cookie(26, 1) + cookie(0, 2),
  );
}

/** A stack of pancakes on a plate, butter and syrup on top; nearly made, the first two beside a jug of batter. */
function pancakes(x: number, y: number, progress: Progress): string {
  const nearly = progress === 'nearly';
  const count = nearly ? 2 : 5;
  const stackX = nearly ? x - 40 : x;
  const stack = Array.from({ length: count }, (_, i) =>
    el('ellipse', {
      cx: stackX,
      cy: y - 26 - i * 15,
      rx: 72,
      ry: 16,
      fill: '#e0a354',
      stroke: '#b97a35',
      'stroke-width': 3,
    }),
  ).join('');
  const top = y - 26 - (count - 1) * 15;
  const shapes = [plate(stackX, y, 100), stack];
  if (nearly) {
    shapes.push(
      el('path', {
        d: path`M${x + 80} ${y}L${x + 86} ${y - 90}Q${x + 110} ${y - 100} ${x + 134} ${y - 90}L${x + 140} ${y}Z`,
        fill: '#fdfaf3',
        stroke: '#c9c2b5',
        'stroke-width': 4,
      }),
      el('ellipse', { cx: x + 110, cy: y - 88, rx: 22, ry: 6, fill: '#f3e2c0' }),
      el('path', {
        d: path`M${x + 140} ${y - 70}q22 4 0 40`,
        stroke: '#c9c2b5',
        'stroke-width': 6,
        fill: 'none',
      }),
    );
    return group({ class: 'thing pancakes nearly-made' }, ...shapes);
  }
  shapes.push(
    el('path', {
      d: path`M${x - 50} ${top - 4}Q${x} ${top - 16} ${x + 50} ${top - 4}L${x + 52} ${top + 26}q-6 10 -10 0L${x + 40} ${top + 8}Q${x} ${top + 14} ${x - 36} ${top + 8}L${x - 38} ${top + 40}q-6 10 -10 0Z`,
      fill: '#a0522d',
      opacity: 0.85,
    }),
    el('rect', { x: x - 16, y: top - 16, width: 32, height: 18, rx: 4, fill: '#fff1a8' }),
  );
  return group({ class: 'thing pancakes' }, ...shapes);
}

/** The food at `x`, on its table indoors (floor at `y`) or its blanket outside (ground at `y`). */
export function drawFood(
  draw: Draw,
  kind: Food,
  x: number,
  y: number,
  { indoor, progress }: { indoor: boolean; progress: Progress },
): string {
  const surface = indoor ? y - TABLE_HEIGHT : y - BLANKET_DEPTH / 2;
  const food =
    progress === 'half'
      ? group({ class: `thing ${kind} half-made` }, mixing(x, surface))
      : kind === 'cake'
        ? cake(draw, x - (progress === 'nearly' ? 40 : 0), surface, progress)
        : kind === 'treats'
          ? treats(x, surface, progress)
          : pancakes(x, surface, progress);
  return (indoor ? table(x, y) : blanket(x, y)) + food;
}
