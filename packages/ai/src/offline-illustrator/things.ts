/** The things a page mentions: held by the child, standing on the ground, floating or passing by. */
import { darker, lighter } from './colour';
import type { Draw } from './context';
import { moving } from './context';
import { between, pick } from './random';
import type { ThingKind } from './scene';
import { el, group, motion, path } from './svg';
import { RAINBOW } from './words';

/** Held in a hand: the hand's point is where the string or handle ends. */
export const HELD: ReadonlySet<ThingKind> = new Set([
  'balloon',
  'kite',
  'umbrella',
  'lantern',
  'flowers',
  'book',
]);
/** On the ground next to the child. */
export const ON_GROUND: ReadonlySet<ThingKind> = new Set([
  'ball',
  'gift',
  'treasure',
  'bicycle',
  'rocket',
  'bus',
]);

const BRIGHT = ['#e4572e', '#f2a541', '#2e86ab', '#8e5cc9', '#e56b9f', '#17a398', '#f5cf3a'] as const;

/** A kite's four panes, each a colour of the rainbow, for a kite in all the colours. */
function rainbowKite(kx: number, ky: number): string {
  const panes: Array<[number, number, number, number, string]> = [
    [0, -70, -50, 0, '#e4572e'],
    [0, -70, 50, 0, '#f5cf3a'],
    [50, 0, 0, 70, '#17a398'],
    [-50, 0, 0, 70, '#8e5cc9'],
  ];
  return panes
    .map(([ax, ay, bx, by, fill]) =>
      el('path', { d: path`M${kx} ${ky}L${kx + ax} ${ky + ay}L${kx + bx} ${ky + by}Z`, fill }),
    )
    .join('');
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
export function drawHeld(
  draw: Draw,
  kind: ThingKind,
  hand: [number, number],
  top: [number, number],
  named?: string,
): string {
  const [hx, hy] = hand;
  // Picked even when named, so the page's other random choices stay as they were.
  const picked = pick(draw.random, BRIGHT);
  const rainbow = named === RAINBOW;
  // Only the kite is drawn in stripes; anything else in all the colours is one bright colour, every page.
  const colour = rainbow ? BRIGHT[0] : (named ?? picked);
  switch (kind) {
    case 'balloon': {
      const bx = hx + between(draw.random, -40, 60);
      const by = Math.min(top[1] - 90, hy - 260);
      return group(
        { class: 'thing balloon' },
        // Rocking about the hand, so the string stays in it.
        moving(draw, () => motion.sway(4, hx, hy, 3.2)),
        el('path', {
          d: path`M${hx} ${hy}Q${(hx + bx) / 2 + 25} ${(hy + by) / 2} ${bx} ${by + 62}`,
          stroke: '#6b6b6b',
          'stroke-width': 2,
          fill: 'none',
        }),
        el('ellipse', { cx: bx, cy: by, rx: 48, ry: 60, fill: colour }),
        el('path', {
          d: path`M${bx - 7} ${by + 68}L${bx} ${by + 58}L${bx + 7} ${by + 68}Z`,
          fill: darker(colour, 0.15),
        }),
        el('ellipse', { cx: bx - 16, cy: by - 22, rx: 10, ry: 16, fill: '#ffffff', opacity: 0.5 }),
      );
    }
    case 'kite': {
      const kx = hx + between(draw.random, 120, 220);
      const ky = between(draw.random, 140, 230);
      return group(
        { class: 'thing kite' },
        el('path', {
          d: path`M${hx} ${hy}Q${(hx + kx) / 2} ${(hy + ky) / 2 + 80} ${kx} ${ky + 70}`,
          stroke: '#6b6b6b',
          'stroke-width': 2,
          fill: 'none',
        }),
        group(
          {},
          moving(draw, () => motion.sway(8, kx, ky + 70, 2.4)),
          rainbow
            ? rainbowKite(kx, ky)
            : el('path', {
                d: path`M${kx} ${ky - 70}L${kx + 50} ${ky}L${kx} ${ky + 70}L${kx - 50} ${ky}Z`,
                fill: colour,
              }),
          el('path', {
            d: path`M${kx} ${ky - 70}L${kx} ${ky + 70}M${kx - 50} ${ky}L${kx + 50} ${ky}`,
            stroke: darker(colour, 0.25),
            'stroke-width': 3,
          }),
          el('path', {
            d: path`M${kx} ${ky + 70}q20 30 0 60q-20 30 0 60`,
            stroke: '#e56b9f',
            'stroke-width': 3,
            fill: 'none',
          }),
        ),
      );
    }
    case 'umbrella': {
      const cx = top[0];
      const cy = top[1] - 40;
      return group(
        { class: 'thing umbrella' },
        el('path', { d: path`M${hx} ${hy}L${cx} ${cy}`, stroke: '#4a4a4a', 'stroke-width': 5 }),
        el('path', {
          d: path`M${cx - 130} ${cy + 10}Q${cx} ${cy - 150} ${cx + 130} ${cy + 10}Q${cx + 95} ${cy - 10} ${cx + 65} ${cy + 10}Q${cx + 32} ${cy - 10} ${cx} ${cy + 10}Q${cx - 32} ${cy - 10} ${cx - 65} ${cy + 10}Q${cx - 95} ${cy - 10} ${cx - 130} ${cy + 10}Z`,
          fill: colour,
        }),
      );
    }
    case 'lantern':
      return group(
        { class: 'thing lantern' },
        el(
          'circle',
          { cx: hx, cy: hy + 45, r: 70, fill: `url(#${draw.id('glow')})` },
          moving(draw, () => motion.twinkle(0.6, 1.8)),
        ),
        el('path', { d: path`M${hx} ${hy}L${hx} ${hy + 15}`, stroke: '#4a4a4a', 'stroke-width': 3 }),
        el('rect', {
          x: hx - 18,
          y: hy + 15,
          width: 36,
          height: 52,
          rx: 8,
          fill: '#ffd86b',
          stroke: '#8a6d3b',
          'stroke-width': 4,
        }),
      );
    case 'flowers':
      return group(
        { class: 'thing flowers' },
        [-18, 0, 18]
          .map(
            (dx, index) =>
              el('path', {
                d: path`M${hx} ${hy}L${hx + dx} ${hy - 60}`,
                stroke: '#4f8a3c',
                'stroke-width': 4,
              }) +
              el('circle', { cx: hx + dx, cy: hy - 64, r: 14, fill: BRIGHT[(index * 2) % BRIGHT.length] }) +
              el('circle', { cx: hx + dx, cy: hy - 64, r: 5, fill: '#f5cf3a' }),
          )
          .join(''),
      );
    case 'book':
      return group(
        { class: 'thing book' },
        el('path', {
          d: path`M${hx - 50} ${hy - 10}L${hx} ${hy}L${hx} ${hy - 60}L${hx - 50} ${hy - 70}Z`,
          fill: '#fffaf0',
          stroke: colour,
          'stroke-width': 5,
        }),
        el('path', {
          d: path`M${hx + 50} ${hy - 10}L${hx} ${hy}L${hx} ${hy - 60}L${hx + 50} ${hy - 70}Z`,
          fill: '#fffaf0',
          stroke: colour,
          'stroke-width': 5,
        }),
      );
    default:
      return '';
  }
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
export function drawOnGround(draw: Draw, kind: ThingKind, x: number, y: number): string {
  const colour = pick(draw.random, BRIGHT);
  switch (kind) {
    case 'ball':
      return group(
        { class: 'thing ball' },
        el('circle', { cx: x, cy: y - 36, r: 36, fill: colour }),
        el('path', {
          d: path`M${x - 36} ${y - 36}Q${x} ${y - 10} ${x + 36} ${y - 36}M${x} ${y - 72}Q${x - 20} ${y - 36} ${x} ${y}`,
          stroke: '#ffffff',
          'stroke-width': 6,
          fill: 'none',
        }),
      );
    case 'gift':
      return group(
        { class: 'thing gift' },
        el('rect', { x: x - 55, y: y - 100, width: 110, height: 100, rx: 6, fill: colour }),
        el('rect', { x: x - 62, y: y - 118, width: 124, height: 26, rx: 5, fill: darker(colour, 0.12) }),
        el('rect', { x: x - 9, y: y - 118, width: 18, height: 118, fill: '#f5cf3a' }),
        el('path', {
          d: path`M${x} ${y - 118}q-40 -40 -50 -5q10 15 50 5q40 10 50 -5q-10 -35 -50 5Z`,
          fill: '#f5cf3a',
        }),
      );
    case 'treasure':
      return group(
        { class: 'thing treasure' },
        el('rect', { x: x - 80, y: y - 80, width: 160, height: 80, rx: 8, fill: '#9c6b3c' }),
        el('path', { d: path`M${x - 80} ${y - 80}Q${x} ${y - 150} ${x + 80} ${y - 80}Z`, fill: '#b07d47' }),
        [-40, -10, 20, 45]
          .map((dx) =>
            el('circle', {
              cx: x + dx,
              cy: y - 90,
              r: 14,
              fill: '#f5c542',
              stroke: '#c99a1c',
              'stroke-width': 3,
            }),
          )
          .join(''),
        el('rect', { x: x - 12, y: y - 70, width: 24, height: 28, rx: 4, fill: '#f5c542' }),
        group(
          {},
          moving(draw, () => motion.twinkle(0.1, 1.3)),
          el('path', {
            d: path`M${x + 60} ${y - 150}l6 -18l6 18l18 6l-18 6l-6 18l-6 -18l-18 -6Z`,
            fill: '#fff6c2',
          }),
        ),
      );
    case 'bicycle':
      return group(
        { class: 'thing bicycle' },
        [-60, 60]
          .map((dx) =>
            el('circle', {
              cx: x + dx,
              cy: y - 45,
              r: 44,
              fill: 'none',
              stroke: '#3a3a48',
              'stroke-width': 8,
            }),
          )
          .join(''),
        el('path', {
          d: path`M${x - 60} ${y - 45}L${x - 10} ${y - 110}L${x + 45} ${y - 110}L${x + 60} ${y - 45}M${x - 10} ${y - 110}L${x + 10} ${y - 45}L${x + 45} ${y - 110}`,
          stroke: colour,
          'stroke-width': 10,
          fill: 'none',
          'stroke-linejoin': 'round',
        }),
        el('path', {
          d: path`M${x - 25} ${y - 125}L${x + 5} ${y - 125}M${x + 45} ${y - 110}L${x + 40} ${y - 140}L${x + 62} ${y - 140}`,
          stroke: '#3a3a48',
          'stroke-width': 8,
          'stroke-linecap': 'round',
          fill: 'none',
        }),
      );
    case 'rocket':
      return drawRocket(draw, x, y - 20, 1);
    case 'bus':
      return drawBus(x, y);
    default:
      return '';
  }
}

/**
 * A yellow bus standing on its wheels at (x, y), its front to the right with a headlight and a smile: in
 * a child's book a bus is often someone (the one too tired to climb the hill).
 */
export function drawBus(x: number, y: number): string {
  const body = '#f5c518';
  return group(
    { class: 'thing bus' },
    el('rect', { x: x - 150, y: y - 185, width: 300, height: 150, rx: 26, fill: body }),
    el('rect', { x: x - 150, y: y - 80, width: 300, height: 16, fill: darker(body, 0.2) }),
    [-130, -70, -10]
      .map((dx) => el('rect', { x: x + dx, y: y - 165, width: 48, height: 46, rx: 8, fill: '#cfe8ff' }))
      .join(''),
    // The door, then the windscreen at the front.
    el('rect', { x: x + 50, y: y - 165, width: 34, height: 110, rx: 6, fill: '#9fc9ec' }),
    el('rect', { x: x + 96, y: y - 165, width: 44, height: 60, rx: 10, fill: '#cfe8ff' }),
    el('circle', { cx: x + 138, cy: y - 58, r: 10, fill: '#fff6c2' }),
    el('path', {
      d: path`M${x + 104} ${y - 92}q14 12 28 0`,
      stroke: '#3a3a48',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      fill: 'none',
    }),
    [-90, 90]
      .map(
        (dx) =>
          el('circle', { cx: x + dx, cy: y - 32, r: 28, fill: '#3a3a48' }) +
          el('circle', { cx: x + dx, cy: y - 32, r: 11, fill: '#b8b8c2' }),
      )
      .join(''),
  );
}

/** A rocket standing on its fins at (x, y), or flying when drawn in the sky. */
export function drawRocket(draw: Draw, x: number, y: number, scale: number): string {
  const s = scale;
  return group(
    { class: 'thing rocket' },
    moving(draw, () => motion.bob(12, 1.6)),
    group(
      {},
      moving(draw, () => motion.twinkle(0.4, 0.35)),
      el('path', { d: path`M${x - 22 * s} ${y}Q${x} ${y + 90 * s} ${x + 22 * s} ${y}Z`, fill: '#ffb703' }),
    ),
    el('path', {
      d: path`M${x - 40 * s} ${y}L${x - 70 * s} ${y + 10 * s}L${x - 40 * s} ${y - 70 * s}Z`,
      fill: '#e4572e',
    }),
    el('path', {
      d: path`M${x + 40 * s} ${y}L${x + 70 * s} ${y + 10 * s}L${x + 40 * s} ${y - 70 * s}Z`,
      fill: '#e4572e',
    }),
    el('path', {
      d: path`M${x - 40 * s} ${y}L${x - 40 * s} ${y - 150 * s}Q${x} ${y - 260 * s} ${x + 40 * s} ${y - 150 * s}L${x + 40 * s} ${y}Z`,
      fill: '#eef2f7',
    }),
    el('circle', {
      cx: x,
      cy: y - 140 * s,
      r: 20 * s,
      fill: '#8ecae6',
      stroke: '#5a6b7d',
      'stroke-width': 6 * s,
    }),
  );
}

/** A sailing boat with its waterline at (x, y). */
export function drawBoat(draw: Draw, x: number, y: number): string {
  const colour = pick(draw.random, ['#e4572e', '#2e86ab', '#f2a541']);
  return group(
    { class: 'thing boat' },
    moving(draw, () => motion.sway(3, x, y, 3)),
    el('path', {
      d: path`M${x - 120} ${y - 40}L${x + 120} ${y - 40}L${x + 85} ${y + 10}L${x - 85} ${y + 10}Z`,
      fill: colour,
    }),
    el('path', { d: path`M${x} ${y - 40}L${x} ${y - 230}`, stroke: '#6b4f3a', 'stroke-width': 8 }),
    el('path', { d: path`M${x + 6} ${y - 220}L${x + 100} ${y - 55}L${x + 6} ${y - 55}Z`, fill: '#fffaf0' }),
    el('path', {
      d: path`M${x - 6} ${y - 190}L${x - 80} ${y - 55}L${x - 6} ${y - 55}Z`,
      fill: lighter(colour, 0.6),
    }),
    el('path', { d: path`M${x} ${y - 230}l35 10l-35 10Z`, fill: '#f5cf3a' }),
  );
}

/** A little train running along the horizon, puffing. */
export function drawTrain(draw: Draw, x: number, y: number): string {
  const cars = [0, 1, 2]
    .map((index) => {
      const cx = x - 130 - index * 120;
      return (
        el('rect', {
          x: cx,
          y: y - 70,
          width: 105,
          height: 60,
          rx: 8,
          fill: BRIGHT[(index + 2) % BRIGHT.length],
        }) + [22, 82].map((dx) => el('circle', { cx: cx + dx, cy: y - 8, r: 14, fill: '#3a3a48' })).join('')
      );
    })
    .join('');
  return group(
    { class: 'thing train' },
    moving(draw, () => motion.drift(160, 14)),
    cars,
    el('rect', { x: x - 20, y: y - 95, width: 120, height: 85, rx: 10, fill: '#e4572e' }),
    el('rect', { x: x + 30, y: y - 140, width: 30, height: 45, fill: '#3a3a48' }),
    el('rect', { x: x - 10, y: y - 85, width: 40, height: 35, rx: 5, fill: '#cfe8ff' }),
    [10, 75].map((dx) => el('circle', { cx: x + dx, cy: y - 8, r: 18, fill: '#3a3a48' })).join(''),
    group(
      {},
      moving(draw, () => motion.fall(-30, -60, 2.2)),
      moving(draw, () => motion.twinkle(0, 2.2)),
      el('circle', { cx: x + 45, cy: y - 165, r: 18, fill: '#ffffff', opacity: 0.8 }),
      el('circle', { cx: x + 30, cy: y - 195, r: 24, fill: '#ffffff', opacity: 0.6 }),
    ),
  );
}

/**
 * A striped hot-air balloon with its basket, drifting in the sky; (x, y) is the middle of its envelope. One
 * colour on every page: it is the same balloon all the way.
 */
export function drawHotAirBalloon(draw: Draw, x: number, y: number): string {
  const colour = '#e4572e';
  const stripe = lighter(colour, 0.45);
  return group(
    { class: 'thing hot-air-balloon' },
    moving(draw, () => motion.bob(-14, 5)),
    moving(draw, () => motion.drift(30, 9)),
    el('path', {
      d: path`M${x - 30} ${y + 95}L${x - 22} ${y + 140}M${x + 30} ${y + 95}L${x + 22} ${y + 140}`,
      stroke: '#6b4f3a',
      'stroke-width': 3,
    }),
    el('path', {
      d: path`M${x - 30} ${y + 95}C${x - 130} ${y + 20} ${x - 110} ${y - 110} ${x} ${y - 110}C${x + 110} ${y - 110} ${x + 130} ${y + 20} ${x + 30} ${y + 95}Z`,
      fill: colour,
    }),
    el('path', {
      d: path`M${x - 10} ${y + 95}C${x - 50} ${y + 20} ${x - 40} ${y - 110} ${x} ${y - 110}C${x + 40} ${y - 110} ${x + 50} ${y + 20} ${x + 10} ${y + 95}Z`,
      fill: stripe,
    }),
    el('rect', { x: x - 26, y: y + 138, width: 52, height: 38, rx: 6, fill: '#a8743f' }),
    el('path', {
      d: path`M${x - 26} ${y + 150}h52M${x - 26} ${y + 163}h52`,
      stroke: darker('#a8743f', 0.2),
      'stroke-width': 3,
    }),
  );
}
