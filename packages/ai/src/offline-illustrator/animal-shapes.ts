/**
 * The shapes the animals are made of: the front-facing sitting critter most of them are (with their own ears,
 * tail and face), the side-view four-legged animal, the bird, and their eyes.
 */
import { darker, lighter } from './colour';
import type { Draw } from './context';
import { moving } from './context';
import { el, group, motion, path } from './svg';

/** Where an animal is drawn: standing on the ground, in the sky, or in the water. */
export type Habitat = 'ground' | 'air' | 'water';

export const INK = '#2a2323';

export function eyes(cx: number, cy: number, gap: number, size: number): string {
  return [-1, 1]
    .map(
      (side) =>
        el('circle', { cx: cx + side * gap, cy, r: size, fill: INK }) +
        el('circle', {
          cx: cx + side * gap + size * 0.35,
          cy: cy - size * 0.35,
          r: size * 0.35,
          fill: '#ffffff',
        }),
    )
    .join('');
}

export interface Critter {
  body: string;
  belly?: string;
  ears: 'point' | 'round' | 'long' | 'flop' | 'tuft' | 'side' | 'none';
  snout?: string;
  nose: string;
  tail?: 'curl' | 'bushy' | 'puff' | 'thin' | 'stub';
  whiskers?: boolean;
  extra?: (cx: number, headY: number, r: number) => string;
  under?: (cx: number, headY: number, r: number) => string;
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
/** A front-facing sitting animal: the shape most of them share, with their own ears, tail and face. */
export function critter(draw: Draw, c: Critter, x: number, y: number, s: number): string {
  const bodyY = y - s * 0.3;
  const headY = y - s * 0.7;
  const r = s * 0.27;
  const dark = darker(c.body, 0.2);
  const tailMotion = moving(draw, () =>
    motion.sway(14, x + s * 0.25, bodyY + s * 0.1, 0.9 + draw.motionRandom() * 0.8),
  );
  const tail = (() => {
    switch (c.tail) {
      case 'curl':
        return el('path', {
          d: path`M${x + s * 0.25} ${bodyY + s * 0.12}q${s * 0.3} ${-s * 0.05} ${s * 0.22} ${-s * 0.3}q${-s * 0.06} ${-s * 0.12} ${-s * 0.12} ${-s * 0.02}`,
          stroke: dark,
          'stroke-width': s * 0.06,
          fill: 'none',
          'stroke-linecap': 'round',
        });
      case 'bushy':
        return (
          el('ellipse', {
            cx: x + s * 0.4,
            cy: bodyY - s * 0.02,
            rx: s * 0.12,
            ry: s * 0.26,
            transform: `rotate(35 ${x + s * 0.4} ${bodyY})`,
            fill: c.body,
          }) +
          el('ellipse', { cx: x + s * 0.5, cy: bodyY - s * 0.2, rx: s * 0.07, ry: s * 0.08, fill: '#fbf8f2' })
        );
      case 'puff':
        return el('circle', {
          cx: x + s * 0.3,
          cy: bodyY + s * 0.18,
          r: s * 0.08,
          fill: lighter(c.body, 0.5),
        });
      case 'thin':
        return el('path', {
          d: path`M${x + s * 0.25} ${bodyY + s * 0.15}Q${x + s * 0.55} ${bodyY + s * 0.1} ${x + s * 0.48} ${bodyY - s * 0.25}`,
          stroke: dark,
          'stroke-width': s * 0.04,
          fill: 'none',
          'stroke-linecap': 'round',
        });
      case 'stub':
        return el('ellipse', {
          cx: x + s * 0.3,
          cy: bodyY,
          rx: s * 0.1,
          ry: s * 0.05,
          transform: `rotate(-40 ${x + s * 0.3} ${bodyY})`,
          fill: dark,
        });
      default:
        return '';
    }
  })();
  // Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
  const ears = (() => {
    switch (c.ears) {
      case 'point':
        return [-1, 1]
          .map(
            (side) =>
              el('path', {
                d: path`M${x + side * r * 0.85} ${headY - r * 0.3}L${x + side * r * 0.75} ${headY - r * 1.25}L${x + side * r * 0.2} ${headY - r * 0.8}Z`,
                fill: c.body,
              }) +
              el('path', {
                d: path`M${x + side * r * 0.72} ${headY - r * 0.45}L${x + side * r * 0.7} ${headY - r * 1.0}L${x + side * r * 0.35} ${headY - r * 0.78}Z`,
                fill: '#f6b6b6',
              }),
          )
          .join('');
      case 'round':
        return [-1, 1]
          .map(
            (side) =>
              el('circle', { cx: x + side * r * 0.75, cy: headY - r * 0.75, r: r * 0.35, fill: c.body }) +
              el('circle', {
                cx: x + side * r * 0.75,
                cy: headY - r * 0.75,
                r: r * 0.18,
                fill: lighter(c.body, 0.35),
              }),
          )
          .join('');
      case 'long':
        return [-1, 1]
          .map(
            (side) =>
              el('ellipse', {
                cx: x + side * r * 0.45,
                cy: headY - r * 1.45,
                rx: r * 0.26,
                ry: r * 0.85,
                transform: `rotate(${side * 10} ${x + side * r * 0.45} ${headY - r * 0.8})`,
                fill: c.body,
              }) +
              el('ellipse', {
                cx: x + side * r * 0.45,
                cy: headY - r * 1.45,
                rx: r * 0.12,
                ry: r * 0.6,
                transform: `rotate(${side * 10} ${x + side * r * 0.45} ${headY - r * 0.8})`,
                fill: '#f6c1c1',
              }),
          )
          .join('');
      case 'flop':
        return [-1, 1]
          .map((side) =>
            el('ellipse', {
              cx: x + side * r * 0.95,
              cy: headY + r * 0.1,
              rx: r * 0.28,
              ry: r * 0.62,
              transform: `rotate(${side * -15} ${x + side * r * 0.95} ${headY - r * 0.4})`,
              fill: dark,
            }),
          )
          .join('');
      case 'tuft':
        return [-1, 1]
          .map((side) =>
            el('path', {
              d: path`M${x + side * r * 0.9} ${headY - r * 0.4}L${x + side * r * 1.0} ${headY - r * 1.1}L${x + side * r * 0.45} ${headY - r * 0.8}Z`,
              fill: dark,
            }),
          )
          .join('');
      case 'side':
        return [-1, 1]
          .map((side) =>
            el('ellipse', {
              cx: x + side * r * 1.1,
              cy: headY - r * 0.25,
              rx: r * 0.42,
              ry: r * 0.18,
              transform: `rotate(${side * 20} ${x + side * r * 1.1} ${headY - r * 0.25})`,
              fill: dark,
            }),
          )
          .join('');
      default:
        return '';
    }
  })();
  const feet = [-1, 1]
    .map((side) =>
      el('ellipse', { cx: x + side * s * 0.14, cy: y - s * 0.04, rx: s * 0.1, ry: s * 0.06, fill: dark }),
    )
    .join('');
  const snout = c.snout
    ? el('ellipse', { cx: x, cy: headY + r * 0.42, rx: r * 0.45, ry: r * 0.32, fill: c.snout })
    : '';
  const whiskers = c.whiskers
    ? [-1, 1]
        .map((side) =>
          el('path', {
            d: path`M${x + side * r * 0.3} ${headY + r * 0.4}l${side * r * 0.6} ${-r * 0.1}M${x + side * r * 0.3} ${headY + r * 0.5}l${side * r * 0.6} ${r * 0.08}`,
            stroke: INK,
            'stroke-width': s * 0.008,
            opacity: 0.6,
          }),
        )
        .join('')
    : '';
  return group(
    {},
    group({}, tailMotion, tail),
    el('ellipse', { cx: x, cy: bodyY, rx: s * 0.3, ry: s * 0.3, fill: c.body }),
    c.belly ? el('ellipse', { cx: x, cy: bodyY + s * 0.05, rx: s * 0.18, ry: s * 0.2, fill: c.belly }) : '',
    feet,
    c.under?.(x, headY, r) ?? '',
    ears,
    el('circle', { cx: x, cy: headY, r, fill: c.body }),
    snout,
    eyes(x, headY - r * 0.05, r * 0.38, r * 0.12),
    el('ellipse', { cx: x, cy: headY + r * 0.3, rx: r * 0.13, ry: r * 0.09, fill: c.nose }),
    el('path', {
      d: path`M${x - r * 0.18} ${headY + r * 0.5}Q${x} ${headY + r * 0.65} ${x + r * 0.18} ${headY + r * 0.5}`,
      stroke: INK,
      'stroke-width': s * 0.012,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    whiskers,
    c.extra?.(x, headY, r) ?? '',
  );
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
/** A side-view four-legged animal facing right (horse, unicorn, dragon). */
export function quadruped(
  draw: Draw,
  x: number,
  y: number,
  s: number,
  body: string,
  mane: string,
  extra: (hx: number, hy: number) => string,
  wings = false,
): string {
  const dark = darker(body, 0.2);
  const bodyY = y - s * 0.5;
  const hx = x + s * 0.42;
  const hy = y - s * 0.88;
  const legs = [-0.28, -0.14, 0.14, 0.28]
    .map((dx) =>
      el('rect', {
        x: x + dx * s - s * 0.035,
        y: bodyY,
        width: s * 0.07,
        height: s * 0.5,
        rx: s * 0.03,
        fill: dx < 0 && dx > -0.2 ? dark : body,
      }),
    )
    .join('');
  const wing = wings
    ? group(
        { transform: `translate(${x - s * 0.02} ${bodyY - s * 0.12})` },
        group(
          {},
          moving(draw, () => motion.flap(1.4)),
          el('path', {
            d: path`M0 0Q${-s * 0.2} ${-s * 0.45} ${-s * 0.05} ${-s * 0.55}Q${s * 0.02} ${-s * 0.35} ${s * 0.16} ${-s * 0.42}Q${s * 0.16} ${-s * 0.15} 0 0Z`,
            fill: lighter(body, 0.25),
            stroke: dark,
            'stroke-width': s * 0.01,
          }),
        ),
      )
    : '';
  return group(
    {},
    group(
      {},
      moving(draw, () => motion.sway(8, x - s * 0.34, bodyY - s * 0.05, 1.8)),
      el('path', {
        d: path`M${x - s * 0.34} ${bodyY - s * 0.05}Q${x - s * 0.55} ${bodyY + s * 0.05} ${x - s * 0.5} ${bodyY + s * 0.3}`,
        stroke: mane,
        'stroke-width': s * 0.07,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    ),
    legs,
    el('ellipse', { cx: x, cy: bodyY, rx: s * 0.38, ry: s * 0.2, fill: body }),
    el('path', {
      d: path`M${x + s * 0.2} ${bodyY - s * 0.1}L${hx - s * 0.05} ${hy - s * 0.02}L${hx + s * 0.06} ${hy + s * 0.1}L${x + s * 0.34} ${bodyY + s * 0.05}Z`,
      fill: body,
    }),
    el('ellipse', {
      cx: hx + s * 0.06,
      cy: hy + s * 0.02,
      rx: s * 0.16,
      ry: s * 0.1,
      transform: `rotate(25 ${hx + s * 0.06} ${hy + s * 0.02})`,
      fill: body,
    }),
    el('path', {
      d: path`M${hx - s * 0.08} ${hy - s * 0.06}Q${x + s * 0.18} ${bodyY - s * 0.3} ${x + s * 0.2} ${bodyY - s * 0.12}`,
      stroke: mane,
      'stroke-width': s * 0.06,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    el('circle', { cx: hx + s * 0.07, cy: hy - s * 0.01, r: s * 0.022, fill: INK }),
    el('circle', { cx: hx + s * 0.2, cy: hy + s * 0.07, r: s * 0.012, fill: INK }),
    wing,
    extra(hx, hy),
  );
}

export function bird(draw: Draw, colour: string, x: number, y: number, s: number): string {
  const wing = el('path', {
    d: path`M0 0Q${-s * 0.45} ${-s * 0.5} ${-s * 0.6} ${-s * 0.05}Q${-s * 0.3} ${-s * 0.05} 0 0Z`,
    fill: darker(colour, 0.15),
  });
  return group(
    {},
    moving(draw, () => motion.drift(60 + draw.motionRandom() * 60, 6 + draw.motionRandom() * 4)),
    el('ellipse', { cx: x, cy: y, rx: s * 0.4, ry: s * 0.3, fill: colour }),
    el('path', {
      d: path`M${x - s * 0.35} ${y}L${x - s * 0.65} ${y - s * 0.15}L${x - s * 0.6} ${y + s * 0.1}Z`,
      fill: darker(colour, 0.2),
    }),
    el('circle', { cx: x + s * 0.3, cy: y - s * 0.25, r: s * 0.22, fill: colour }),
    el('circle', { cx: x + s * 0.36, cy: y - s * 0.3, r: s * 0.05, fill: INK }),
    el('path', {
      d: path`M${x + s * 0.48} ${y - s * 0.28}L${x + s * 0.68} ${y - s * 0.2}L${x + s * 0.48} ${y - s * 0.14}Z`,
      fill: '#f5a623',
    }),
    group(
      { transform: `translate(${x} ${y - s * 0.05})` },
      group(
        {},
        moving(draw, () => motion.flap(0.5 + draw.motionRandom() * 0.3)),
        wing,
      ),
    ),
  );
}
