/**
 * The animals, in one friendly round style. Each kind has a default colour, so the dog is the same dog on
 * every page unless the text (or the character sheet, for a pet) names its colour. Ground animals stand with
 * their feet at (x, y); flying and swimming ones are centred on it.
 */
import { darker, lighter } from './colour';
import type { Draw } from './context';
import { moving } from './context';
import type { AnimalKind } from './scene';

export type { Habitat } from './animal-shapes';
import { bird, critter, eyes, INK, quadruped, type Habitat } from './animal-shapes';
import { drawMoreAnimal, MORE_COLOURS, MORE_HABITATS, MORE_SIZES, type MoreAnimal } from './more-animals';
import { el, group, motion, path } from './svg';

export const ANIMAL_COLOURS: Record<AnimalKind, string> = {
  cat: '#e8914a',
  dog: '#c68b59',
  rabbit: '#ece4d8',
  bear: '#8b5a3c',
  fox: '#e8742a',
  mouse: '#a9a9b4',
  lion: '#e0a53c',
  pig: '#f4a7b9',
  sheep: '#f7f3ea',
  cow: '#f7f4ee',
  owl: '#9b7653',
  penguin: '#2f3140',
  frog: '#5dbb4a',
  horse: '#9c6b43',
  unicorn: '#fbf7ff',
  dragon: '#6cc46a',
  elephant: '#a7a9b8',
  bird: '#4aa3df',
  duck: '#f7d046',
  fish: '#ff8c42',
  whale: '#4a78b5',
  dolphin: '#8fb3d9',
  butterfly: '#b77fe0',
  turtle: '#6fa85a',
  robot: '#9fb4c7',
  ...MORE_COLOURS,
};

export const HABITAT: Record<AnimalKind, Habitat> = {
  cat: 'ground',
  dog: 'ground',
  rabbit: 'ground',
  bear: 'ground',
  fox: 'ground',
  mouse: 'ground',
  lion: 'ground',
  pig: 'ground',
  sheep: 'ground',
  cow: 'ground',
  owl: 'ground',
  penguin: 'ground',
  frog: 'ground',
  horse: 'ground',
  unicorn: 'ground',
  dragon: 'ground',
  elephant: 'ground',
  turtle: 'ground',
  robot: 'ground',
  bird: 'air',
  butterfly: 'air',
  duck: 'water',
  fish: 'water',
  whale: 'water',
  dolphin: 'water',
  ...MORE_HABITATS,
};

/** How tall each kind stands next to a child of about 330 units. */
export const ANIMAL_SIZE: Record<AnimalKind, number> = {
  cat: 150,
  dog: 180,
  rabbit: 140,
  bear: 260,
  fox: 160,
  mouse: 90,
  lion: 240,
  pig: 160,
  sheep: 170,
  cow: 250,
  owl: 150,
  penguin: 170,
  frog: 100,
  horse: 330,
  unicorn: 330,
  dragon: 340,
  elephant: 320,
  turtle: 100,
  robot: 240,
  bird: 70,
  butterfly: 70,
  duck: 100,
  fish: 90,
  whale: 300,
  dolphin: 200,
  ...MORE_SIZES,
};

function butterfly(draw: Draw, colour: string, x: number, y: number, s: number): string {
  const wings = [-1, 1]
    .map(
      (side) =>
        el('ellipse', { cx: side * s * 0.28, cy: -s * 0.12, rx: s * 0.28, ry: s * 0.32, fill: colour }) +
        el('ellipse', {
          cx: side * s * 0.22,
          cy: s * 0.2,
          rx: s * 0.18,
          ry: s * 0.2,
          fill: lighter(colour, 0.3),
        }) +
        el('circle', { cx: side * s * 0.28, cy: -s * 0.14, r: s * 0.08, fill: '#ffffff', opacity: 0.7 }),
    )
    .join('');
  return group(
    {},
    moving(draw, () => motion.bob(40, 3 + draw.motionRandom() * 2)),
    group(
      { transform: `translate(${x} ${y})` },
      group(
        {},
        moving(draw, () => motion.flutter(0.5 + draw.motionRandom() * 0.3)),
        wings,
      ),
      el('ellipse', { cx: 0, cy: 0, rx: s * 0.05, ry: s * 0.3, fill: INK }),
    ),
  );
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
function fish(
  draw: Draw,
  colour: string,
  x: number,
  y: number,
  s: number,
  kind: 'fish' | 'whale' | 'dolphin' | 'duck',
): string {
  const swim = moving(draw, () =>
    motion.drift(
      (draw.motionRandom() < 0.5 ? -1 : 1) * (40 + draw.motionRandom() * 60),
      5 + draw.motionRandom() * 5,
    ),
  );
  switch (kind) {
    case 'whale':
      return group(
        {},
        swim,
        el('path', {
          d: path`M${x - s * 0.5} ${y}Q${x - s * 0.5} ${y - s * 0.35} ${x} ${y - s * 0.35}Q${x + s * 0.5} ${y - s * 0.35} ${x + s * 0.5} ${y}Q${x + s * 0.2} ${y + s * 0.2} ${x - s * 0.3} ${y + s * 0.1}L${x - s * 0.7} ${y - s * 0.2}L${x - s * 0.65} ${y + s * 0.12}Z`,
          fill: colour,
        }),
        el('path', {
          d: path`M${x - s * 0.3} ${y + s * 0.05}Q${x + s * 0.1} ${y + s * 0.15} ${x + s * 0.45} ${y + s * 0.02}`,
          stroke: lighter(colour, 0.5),
          'stroke-width': s * 0.04,
          fill: 'none',
        }),
        el('circle', { cx: x + s * 0.3, cy: y - s * 0.1, r: s * 0.03, fill: INK }),
        group(
          {},
          moving(draw, () => motion.twinkle(0.2, 2.4)),
          el('path', {
            d: path`M${x + s * 0.1} ${y - s * 0.36}q${-s * 0.08} ${-s * 0.15} ${-s * 0.15} ${-s * 0.12}M${x + s * 0.1} ${y - s * 0.36}q${s * 0.08} ${-s * 0.15} ${s * 0.15} ${-s * 0.12}`,
            stroke: '#d8f1ff',
            'stroke-width': s * 0.03,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        ),
      );
    case 'dolphin':
      return group(
        {},
        moving(draw, () => motion.bob(50, 2.6)),
        el('path', {
          d: path`M${x - s * 0.5} ${y + s * 0.1}Q${x - s * 0.1} ${y - s * 0.5} ${x + s * 0.45} ${y - s * 0.1}L${x + s * 0.6} ${y - s * 0.08}L${x + s * 0.42} ${y}Q${x} ${y - s * 0.2} ${x - s * 0.4} ${y + s * 0.2}L${x - s * 0.6} ${y + s * 0.25}L${x - s * 0.55} ${y + s * 0.08}Z`,
          fill: colour,
        }),
        el('path', {
          d: path`M${x - s * 0.05} ${y - s * 0.28}L${x - s * 0.15} ${y - s * 0.45}L${x + s * 0.08} ${y - s * 0.3}Z`,
          fill: darker(colour, 0.15),
        }),
        el('circle', { cx: x + s * 0.3, cy: y - s * 0.18, r: s * 0.025, fill: INK }),
      );
    case 'duck':
      return group(
        {},
        swim,
        el('ellipse', { cx: x, cy: y - s * 0.25, rx: s * 0.45, ry: s * 0.25, fill: colour }),
        el('circle', { cx: x + s * 0.3, cy: y - s * 0.6, r: s * 0.2, fill: colour }),
        el('path', {
          d: path`M${x + s * 0.45} ${y - s * 0.6}L${x + s * 0.7} ${y - s * 0.55}L${x + s * 0.45} ${y - s * 0.48}Z`,
          fill: '#f28c28',
        }),
        el('circle', { cx: x + s * 0.35, cy: y - s * 0.65, r: s * 0.04, fill: INK }),
        el('path', {
          d: path`M${x - s * 0.2} ${y - s * 0.3}Q${x} ${y - s * 0.15} ${x + s * 0.2} ${y - s * 0.3}`,
          stroke: darker(colour, 0.2),
          'stroke-width': s * 0.04,
          fill: 'none',
        }),
      );
    default:
      return group(
        {},
        swim,
        el('path', {
          d: path`M${x - s * 0.35} ${y}L${x - s * 0.65} ${y - s * 0.25}L${x - s * 0.6} ${y + s * 0.25}Z`,
          fill: darker(colour, 0.15),
        }),
        el('ellipse', { cx: x, cy: y, rx: s * 0.45, ry: s * 0.28, fill: colour }),
        el('path', {
          d: path`M${x - s * 0.05} ${y - s * 0.25}Q${x + s * 0.05} ${y - s * 0.45} ${x + s * 0.2} ${y - s * 0.22}Z`,
          fill: darker(colour, 0.15),
        }),
        el('circle', { cx: x + s * 0.25, cy: y - s * 0.05, r: s * 0.06, fill: '#ffffff' }),
        el('circle', { cx: x + s * 0.27, cy: y - s * 0.05, r: s * 0.035, fill: INK }),
      );
  }
}

function turtle(x: number, y: number, s: number, colour: string): string {
  return group(
    {},
    [-0.3, 0.3]
      .map((dx) =>
        el('ellipse', {
          cx: x + dx * s,
          cy: y - s * 0.08,
          rx: s * 0.12,
          ry: s * 0.08,
          fill: lighter(colour, 0.2),
        }),
      )
      .join(''),
    el('circle', { cx: x + s * 0.5, cy: y - s * 0.25, r: s * 0.14, fill: lighter(colour, 0.2) }),
    el('circle', { cx: x + s * 0.55, cy: y - s * 0.28, r: s * 0.03, fill: INK }),
    el('path', {
      d: path`M${x - s * 0.45} ${y - s * 0.1}Q${x - s * 0.4} ${y - s * 0.6} ${x} ${y - s * 0.6}Q${x + s * 0.4} ${y - s * 0.6} ${x + s * 0.45} ${y - s * 0.1}Z`,
      fill: colour,
    }),
    el('path', {
      d: path`M${x - s * 0.2} ${y - s * 0.15}L${x - s * 0.1} ${y - s * 0.45}L${x + s * 0.1} ${y - s * 0.45}L${x + s * 0.2} ${y - s * 0.15}Z`,
      fill: darker(colour, 0.2),
    }),
  );
}

/** A friendly robot: a boxy body and head, round eyes, an antenna with a light. */
function robot(x: number, y: number, s: number, colour: string): string {
  const body = { x: x - s * 0.22, y: y - s * 0.62, width: s * 0.44, height: s * 0.42, rx: s * 0.06 };
  const head = { x: x - s * 0.17, y: y - s * 0.95, width: s * 0.34, height: s * 0.28, rx: s * 0.06 };
  return group(
    {},
    el('rect', {
      x: x - s * 0.17,
      y: y - s * 0.22,
      width: s * 0.1,
      height: s * 0.22,
      fill: darker(colour, 0.25),
    }),
    el('rect', {
      x: x + s * 0.07,
      y: y - s * 0.22,
      width: s * 0.1,
      height: s * 0.22,
      fill: darker(colour, 0.25),
    }),
    el('rect', { ...body, fill: colour }),
    el('rect', {
      x: x - s * 0.3,
      y: y - s * 0.58,
      width: s * 0.08,
      height: s * 0.28,
      rx: s * 0.04,
      fill: darker(colour, 0.15),
    }),
    el('rect', {
      x: x + s * 0.22,
      y: y - s * 0.58,
      width: s * 0.08,
      height: s * 0.28,
      rx: s * 0.04,
      fill: darker(colour, 0.15),
    }),
    el('circle', { cx: x, cy: y - s * 0.42, r: s * 0.06, fill: '#f5a623' }),
    el('rect', { ...head, fill: lighter(colour, 0.15) }),
    el('circle', { cx: x - s * 0.07, cy: y - s * 0.82, r: s * 0.04, fill: INK }),
    el('circle', { cx: x + s * 0.07, cy: y - s * 0.82, r: s * 0.04, fill: INK }),
    el('path', {
      d: path`M${x - s * 0.06} ${y - s * 0.75}Q${x} ${y - s * 0.71} ${x + s * 0.06} ${y - s * 0.75}`,
      stroke: INK,
      'stroke-width': s * 0.015,
      fill: 'none',
    }),
    el('rect', { x: x - s * 0.01, y: y - s * 1.05, width: s * 0.02, height: s * 0.1, fill: INK }),
    el('circle', { cx: x, cy: y - s * 1.06, r: s * 0.03, fill: '#e94f4f' }),
  );
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
/** One animal. */
export function drawAnimal(
  draw: Draw,
  kind: AnimalKind,
  colour: string | undefined,
  x: number,
  y: number,
  scale = 1,
): string {
  const c = colour ?? ANIMAL_COLOURS[kind];
  const s = ANIMAL_SIZE[kind] * scale;
  const light = lighter(c, 0.45);
  let svg: string;
  switch (kind) {
    case 'cat':
      svg = critter(
        draw,
        { body: c, belly: light, ears: 'point', nose: '#e78b8b', tail: 'curl', whiskers: true },
        x,
        y,
        s,
      );
      break;
    case 'dog':
      svg = critter(
        draw,
        {
          body: c,
          belly: light,
          ears: 'flop',
          snout: light,
          nose: INK,
          tail: 'stub',
          extra: (cx, hy, r) =>
            el('ellipse', { cx, cy: hy + r * 0.72, rx: r * 0.12, ry: r * 0.16, fill: '#e8707a' }),
        },
        x,
        y,
        s,
      );
      break;
    case 'rabbit':
      svg = critter(
        draw,
        { body: c, belly: '#ffffff', ears: 'long', nose: '#e78b8b', tail: 'puff', whiskers: true },
        x,
        y,
        s,
      );
      break;
    case 'bear':
      svg = critter(
        draw,
        { body: c, belly: light, ears: 'round', snout: light, nose: INK, tail: undefined },
        x,
        y,
        s,
      );
      break;
    case 'fox':
      svg = critter(
        draw,
        {
          body: c,
          belly: '#fbf8f2',
          ears: 'point',
          snout: '#fbf8f2',
          nose: INK,
          tail: 'bushy',
          whiskers: true,
        },
        x,
        y,
        s,
      );
      break;
    case 'mouse':
      svg = critter(
        draw,
        { body: c, belly: light, ears: 'round', nose: '#e78b8b', tail: 'thin', whiskers: true },
        x,
        y,
        s,
      );
      break;
    case 'lion':
      svg = critter(
        draw,
        {
          body: c,
          belly: light,
          ears: 'round',
          snout: light,
          nose: '#6b3d2a',
          tail: 'thin',
          under: (cx, hy, r) =>
            Array.from({ length: 12 }, (_, i) =>
              el('circle', {
                cx: cx + Math.cos((i / 12) * Math.PI * 2) * r * 1.05,
                cy: hy + Math.sin((i / 12) * Math.PI * 2) * r * 1.05,
                r: r * 0.38,
                fill: '#b86b25',
              }),
            ).join(''),
        },
        x,
        y,
        s,
      );
      break;
    case 'pig':
      svg = critter(
        draw,
        {
          body: c,
          ears: 'point',
          snout: darker(c, 0.1),
          nose: darker(c, 0.25),
          tail: 'curl',
          extra: (cx, hy, r) =>
            [-1, 1]
              .map((side) =>
                el('circle', {
                  cx: cx + side * r * 0.12,
                  cy: hy + r * 0.42,
                  r: r * 0.06,
                  fill: darker(c, 0.45),
                }),
              )
              .join(''),
        },
        x,
        y,
        s,
      );
      break;
    case 'sheep':
      svg = critter(
        draw,
        {
          body: c,
          ears: 'side',
          nose: INK,
          tail: undefined,
          under: (cx) =>
            Array.from({ length: 8 }, (_, i) =>
              el('circle', {
                cx: cx + Math.cos((i / 8) * Math.PI * 2) * s * 0.26,
                cy: y - s * 0.3 + Math.sin((i / 8) * Math.PI * 2) * s * 0.24,
                r: s * 0.12,
                fill: c,
              }),
            ).join(''),
          extra: (cx, hy, r) =>
            el('ellipse', { cx, cy: hy + r * 0.1, rx: r * 0.7, ry: r * 0.85, fill: '#4a4348' }) +
            eyes(cx, hy, r * 0.3, r * 0.1) +
            Array.from({ length: 5 }, (_, i) =>
              el('circle', { cx: cx + (i - 2) * r * 0.3, cy: hy - r * 0.8, r: r * 0.25, fill: c }),
            ).join(''),
        },
        x,
        y,
        s,
      );
      break;
    case 'cow':
      svg = critter(
        draw,
        {
          body: c,
          ears: 'side',
          snout: '#f4b6c2',
          nose: darker('#f4b6c2', 0.3),
          tail: 'thin',
          under: (cx) =>
            el('ellipse', { cx: cx - s * 0.1, cy: y - s * 0.35, rx: s * 0.09, ry: s * 0.07, fill: INK }) +
            el('ellipse', { cx: cx + s * 0.12, cy: y - s * 0.2, rx: s * 0.07, ry: s * 0.06, fill: INK }),
          extra: (cx, hy, r) =>
            [-1, 1]
              .map((side) =>
                el('path', {
                  d: path`M${cx + side * r * 0.5} ${hy - r * 0.8}q${side * r * 0.2} ${-r * 0.35} ${side * r * 0.4} ${-r * 0.3}`,
                  stroke: '#e8dcc0',
                  'stroke-width': r * 0.14,
                  fill: 'none',
                  'stroke-linecap': 'round',
                }),
              )
              .join('') +
            el('ellipse', { cx: cx + r * 0.35, cy: hy - r * 0.35, rx: r * 0.25, ry: r * 0.18, fill: INK }),
        },
        x,
        y,
        s,
      );
      break;
    case 'owl':
      svg = critter(
        draw,
        {
          body: c,
          belly: light,
          ears: 'tuft',
          nose: '#f5a623',
          extra: (cx, hy, r) =>
            [-1, 1]
              .map(
                (side) =>
                  el('circle', { cx: cx + side * r * 0.38, cy: hy - r * 0.05, r: r * 0.3, fill: '#fff3c4' }) +
                  el('circle', { cx: cx + side * r * 0.38, cy: hy - r * 0.05, r: r * 0.15, fill: INK }),
              )
              .join(''),
        },
        x,
        y,
        s,
      );
      break;
    case 'penguin':
      svg = critter(
        draw,
        {
          body: c,
          belly: '#ffffff',
          ears: 'none',
          nose: '#f5a623',
          extra: (cx, hy, r) =>
            el('ellipse', {
              cx,
              cy: hy + r * 0.2,
              rx: r * 0.6,
              ry: r * 0.55,
              fill: '#ffffff',
              opacity: 0.9,
            }) +
            eyes(cx, hy, r * 0.3, r * 0.11) +
            el('path', {
              d: path`M${cx - r * 0.15} ${hy + r * 0.3}L${cx + r * 0.15} ${hy + r * 0.3}L${cx} ${hy + r * 0.55}Z`,
              fill: '#f5a623',
            }),
        },
        x,
        y,
        s,
      );
      break;
    case 'frog':
      svg = critter(
        draw,
        {
          body: c,
          belly: light,
          ears: 'none',
          nose: darker(c, 0.3),
          extra: (cx, hy, r) =>
            [-1, 1]
              .map(
                (side) =>
                  el('circle', { cx: cx + side * r * 0.5, cy: hy - r * 0.75, r: r * 0.35, fill: c }) +
                  el('circle', { cx: cx + side * r * 0.5, cy: hy - r * 0.75, r: r * 0.2, fill: '#ffffff' }) +
                  el('circle', { cx: cx + side * r * 0.5, cy: hy - r * 0.72, r: r * 0.1, fill: INK }),
              )
              .join('') +
            el('path', {
              d: path`M${cx - r * 0.55} ${hy + r * 0.35}Q${cx} ${hy + r * 0.8} ${cx + r * 0.55} ${hy + r * 0.35}`,
              stroke: INK,
              'stroke-width': r * 0.06,
              fill: 'none',
            }),
        },
        x,
        y,
        s,
      );
      break;
    case 'elephant':
      svg = critter(
        draw,
        {
          body: c,
          belly: light,
          ears: 'none',
          nose: c,
          tail: 'thin',
          under: (cx, hy, r) =>
            [-1, 1]
              .map(
                (side) =>
                  el('ellipse', {
                    cx: cx + side * r * 1.05,
                    cy: hy + r * 0.1,
                    rx: r * 0.6,
                    ry: r * 0.75,
                    fill: darker(c, 0.1),
                  }) +
                  el('ellipse', {
                    cx: cx + side * r * 1.05,
                    cy: hy + r * 0.1,
                    rx: r * 0.4,
                    ry: r * 0.55,
                    fill: '#f0b9c4',
                    opacity: 0.6,
                  }),
              )
              .join(''),
          extra: (cx, hy, r) =>
            el('path', {
              d: path`M${cx} ${hy + r * 0.2}Q${cx - r * 0.1} ${hy + r * 1.2} ${cx + r * 0.4} ${hy + r * 1.3}`,
              stroke: c,
              'stroke-width': r * 0.32,
              fill: 'none',
              'stroke-linecap': 'round',
            }),
        },
        x,
        y,
        s,
      );
      break;
    case 'horse':
      svg = quadruped(draw, x, y, s, c, darker(c, 0.45), () => '');
      break;
    case 'unicorn':
      svg = quadruped(
        draw,
        x,
        y,
        s,
        c,
        '#c79bf2',
        (hx, hy) =>
          el('path', {
            d: path`M${hx + s * 0.02} ${hy - s * 0.08}L${hx + s * 0.1} ${hy - s * 0.3}L${hx + s * 0.09} ${hy - s * 0.06}Z`,
            fill: '#f5c542',
          }) +
          el('path', {
            d: path`M${hx - s * 0.12} ${hy - s * 0.02}Q${hx - s * 0.2} ${hy + s * 0.15} ${hx - s * 0.16} ${hy + s * 0.25}`,
            stroke: '#ff9ecf',
            'stroke-width': s * 0.04,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
      );
      break;
    case 'dragon':
      svg = quadruped(
        draw,
        x,
        y,
        s,
        c,
        darker(c, 0.3),
        (hx, hy) =>
          Array.from({ length: 4 }, (_, i) =>
            el('path', {
              d: path`M${x - s * 0.25 + i * s * 0.13} ${y - s * 0.68}l${s * 0.05} ${-s * 0.08}l${s * 0.05} ${s * 0.08}Z`,
              fill: '#f5a623',
            }),
          ).join('') + el('circle', { cx: hx + s * 0.2, cy: hy + s * 0.1, r: s * 0.015, fill: '#ffffff' }),
        true,
      );
      break;
    case 'turtle':
      svg = turtle(x, y, s, c);
      break;
    case 'robot':
      svg = robot(x, y, s, c);
      break;
    case 'bird':
      svg = bird(draw, c, x, y, s);
      break;
    case 'butterfly':
      svg = butterfly(draw, c, x, y, s);
      break;
    case 'duck':
    case 'fish':
    case 'whale':
    case 'dolphin':
      svg = fish(draw, c, x, y, s, kind);
      break;
    default:
      svg = drawMoreAnimal(draw, kind satisfies MoreAnimal, c, x, y, s);
  }
  return group({ class: `animal ${kind}` }, svg);
}
