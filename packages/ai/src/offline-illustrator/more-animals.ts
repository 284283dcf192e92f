/**
 * The animals the offline storyteller puts on a page beyond the first set (squirrel to ladybird), in the same
 * round style: most are the sitting critter with their own ears, tail and face; the fawn, the giraffe and
 * the dinosaur stand side-on; the parrot flies, the ladybird hovers and the octopus swims. The fairy and the
 * mermaid are children of the tale: a small child with wings that flies, a child with a fish's tail that swims.
 */
import { bird, critter, eyes, INK, quadruped, type Critter, type Habitat } from './animal-shapes';
import { darker, lighter } from './colour';
import type { Draw } from './context';
import { moving } from './context';
import { drawPerson, type PersonLook } from './people';
import type { MORE_ANIMALS } from './scene';
import { el, group, motion, path } from './svg';

export type MoreAnimal = (typeof MORE_ANIMALS)[number];

export const MORE_COLOURS: Record<MoreAnimal, string> = {
  squirrel: '#c0703a',
  hamster: '#e2a55e',
  guineapig: '#c8874a',
  hedgehog: '#e9cfa6',
  otter: '#7a5236',
  panda: '#f7f7f2',
  koala: '#a3a7b2',
  tiger: '#f08a24',
  monkey: '#8b5e3c',
  sloth: '#a58d6f',
  deer: '#b5783f',
  giraffe: '#f2c25a',
  // Not green: it would melt into the meadow.
  dinosaur: '#4aa3c8',
  hen: '#f6f1e7',
  parrot: '#e8453c',
  octopus: '#e8749a',
  ladybird: '#e23d3d',
  fairy: '#c77dff',
  mermaid: '#2fb3a0',
};

export const MORE_HABITATS: Record<MoreAnimal, Habitat> = {
  squirrel: 'ground',
  hamster: 'ground',
  guineapig: 'ground',
  hedgehog: 'ground',
  otter: 'ground',
  panda: 'ground',
  koala: 'ground',
  tiger: 'ground',
  monkey: 'ground',
  sloth: 'ground',
  deer: 'ground',
  giraffe: 'ground',
  dinosaur: 'ground',
  hen: 'ground',
  parrot: 'air',
  octopus: 'water',
  ladybird: 'air',
  fairy: 'air',
  mermaid: 'water',
};

/** How tall each stands next to a child of about 330 units. */
export const MORE_SIZES: Record<MoreAnimal, number> = {
  squirrel: 120,
  hamster: 80,
  guineapig: 95,
  hedgehog: 95,
  otter: 140,
  panda: 230,
  koala: 150,
  tiger: 210,
  monkey: 160,
  sloth: 150,
  deer: 290,
  giraffe: 380,
  dinosaur: 300,
  hen: 110,
  parrot: 80,
  octopus: 170,
  ladybird: 60,
  fairy: 170,
  mermaid: 230,
};

/** A light face over the lower head, with its eyes, nose and smile drawn again on top (monkey, sloth). */
function face(cx: number, hy: number, r: number, colour: string, nose: string, masks = ''): string {
  return (
    el('ellipse', { cx, cy: hy + r * 0.15, rx: r * 0.72, ry: r * 0.62, fill: colour }) +
    masks +
    eyes(cx, hy - r * 0.02, r * 0.34, r * 0.11) +
    el('ellipse', { cx, cy: hy + r * 0.3, rx: r * 0.13, ry: r * 0.09, fill: nose }) +
    el('path', {
      d: path`M${cx - r * 0.2} ${hy + r * 0.48}Q${cx} ${hy + r * 0.64} ${cx + r * 0.2} ${hy + r * 0.48}`,
      stroke: INK,
      'stroke-width': r * 0.05,
      fill: 'none',
      'stroke-linecap': 'round',
    })
  );
}

/** Dark strokes, each from (x, y) by (dx, dy) (a tiger's stripes). */
function strokes(lines: number[][], colour: string, width: number): string {
  const d = lines.map(([x, y, dx, dy]) => path`M${x} ${y}l${dx} ${dy}`).join('');
  return el('path', { d, stroke: colour, 'stroke-width': width, fill: 'none', 'stroke-linecap': 'round' });
}

/** Spikes round a circle, as a hedgehog wears them. */
function spikes(cx: number, cy: number, inner: number, outer: number, count: number, colour: string): string {
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const b = ((i + 0.5) / count) * Math.PI * 2;
    const c = ((i + 1) / count) * Math.PI * 2;
    d += path`M${cx + Math.cos(a) * inner} ${cy + Math.sin(a) * inner}L${cx + Math.cos(b) * outer} ${cy + Math.sin(b) * outer}L${cx + Math.cos(c) * inner} ${cy + Math.sin(c) * inner}Z`;
  }
  return el('path', { d, fill: colour });
}

/** The sitting critters' looks, by colour (`c`), its lighter shade and the animal's size and feet. */
const CRITTER_LOOKS: Partial<
  Record<MoreAnimal, (c: string, light: string, s: number, y: number) => Critter>
> = {
  squirrel: (c) => ({
    body: c,
    belly: '#f3dcc0',
    ears: 'point',
    nose: INK,
    tail: 'bushy',
    whiskers: true,
  }),
  hamster: (c) => ({
    body: c,
    belly: '#fbf3e4',
    ears: 'round',
    nose: '#e78b8b',
    whiskers: true,
    extra: (cx, hy, r) =>
      [-1, 1]
        .map((side) =>
          el('ellipse', {
            cx: cx + side * r * 0.58,
            cy: hy + r * 0.32,
            rx: r * 0.28,
            ry: r * 0.22,
            fill: lighter(c, 0.45),
          }),
        )
        .join(''),
  }),
  guineapig: (c) => ({
    body: c,
    belly: '#ffffff',
    ears: 'round',
    nose: '#e78b8b',
    whiskers: true,
    extra: (cx, hy, r) =>
      el('ellipse', { cx, cy: hy - r * 0.62, rx: r * 0.28, ry: r * 0.3, fill: '#fbf8f2' }),
  }),
  hedgehog: (c, _light, s, y) => ({
    body: c,
    ears: 'round',
    nose: INK,
    snout: lighter(c, 0.3),
    under: (cx, hy, r) =>
      spikes(cx, y - s * 0.3, s * 0.28, s * 0.42, 16, '#6b4a2f') +
      spikes(cx, hy, r * 0.9, r * 1.45, 12, '#6b4a2f'),
  }),
  otter: (c) => ({
    body: c,
    belly: '#ead7bd',
    ears: 'round',
    snout: '#ead7bd',
    nose: INK,
    tail: 'thin',
    whiskers: true,
  }),
  panda: (c, _light, s, y) => ({
    body: c,
    ears: 'none',
    snout: '#ffffff',
    nose: INK,
    under: (cx, hy, r) =>
      [-1, 1]
        .map((side) => el('circle', { cx: cx + side * r * 0.78, cy: hy - r * 0.75, r: r * 0.36, fill: INK }))
        .join('') + el('ellipse', { cx, cy: y - s * 0.42, rx: s * 0.31, ry: s * 0.1, fill: INK }),
    extra: (cx, hy, r) =>
      [-1, 1]
        .map(
          (side) =>
            el('ellipse', {
              cx: cx + side * r * 0.38,
              cy: hy,
              rx: r * 0.2,
              ry: r * 0.28,
              transform: `rotate(${side * -25} ${cx + side * r * 0.38} ${hy})`,
              fill: INK,
            }) +
            el('circle', { cx: cx + side * r * 0.38, cy: hy - r * 0.02, r: r * 0.1, fill: '#ffffff' }) +
            el('circle', { cx: cx + side * r * 0.38, cy: hy - r * 0.02, r: r * 0.06, fill: INK }),
        )
        .join(''),
  }),
  koala: (c, light) => ({
    body: c,
    belly: light,
    ears: 'none',
    nose: INK,
    under: (cx, hy, r) =>
      [-1, 1]
        .map(
          (side) =>
            el('circle', { cx: cx + side * r * 0.95, cy: hy - r * 0.5, r: r * 0.5, fill: c }) +
            el('circle', { cx: cx + side * r * 0.95, cy: hy - r * 0.5, r: r * 0.3, fill: '#f3eef2' }),
        )
        .join(''),
    extra: (cx, hy, r) =>
      el('ellipse', { cx, cy: hy + r * 0.25, rx: r * 0.2, ry: r * 0.28, fill: '#3a3438' }),
  }),
  tiger: (c, _light, s, y) => ({
    body: c,
    belly: '#fbf1e4',
    ears: 'round',
    snout: '#fbf1e4',
    nose: '#e78b8b',
    tail: 'thin',
    whiskers: true,
    under: (cx) =>
      strokes(
        [
          [cx - s * 0.28, y - s * 0.42, s * 0.09, s * 0.03],
          [cx - s * 0.29, y - s * 0.3, s * 0.09, s * 0.02],
          [cx + s * 0.28, y - s * 0.42, -s * 0.09, s * 0.03],
          [cx + s * 0.29, y - s * 0.3, -s * 0.09, s * 0.02],
        ],
        '#3a2a20',
        s * 0.03,
      ),
    extra: (cx, hy, r) =>
      strokes(
        [
          [cx, hy - r * 0.95, 0, r * 0.3],
          [cx - r * 0.25, hy - r * 0.9, r * 0.05, r * 0.25],
          [cx + r * 0.25, hy - r * 0.9, -r * 0.05, r * 0.25],
          [cx - r * 0.98, hy + r * 0.05, r * 0.25, 0],
          [cx + r * 0.98, hy + r * 0.05, -r * 0.25, 0],
        ],
        '#3a2a20',
        r * 0.09,
      ),
  }),
  monkey: (c) => ({
    body: c,
    belly: '#e8c9a0',
    ears: 'none',
    nose: INK,
    tail: 'curl',
    under: (cx, hy, r) =>
      [-1, 1]
        .map(
          (side) =>
            el('circle', { cx: cx + side * r * 1.0, cy: hy, r: r * 0.3, fill: c }) +
            el('circle', { cx: cx + side * r * 1.0, cy: hy, r: r * 0.17, fill: '#e8c9a0' }),
        )
        .join(''),
    extra: (cx, hy, r) => face(cx, hy, r, '#e8c9a0', '#6b4a2f'),
  }),
  sloth: (c) => ({
    body: c,
    belly: lighter(c, 0.3),
    ears: 'none',
    nose: INK,
    extra: (cx, hy, r) =>
      face(
        cx,
        hy,
        r,
        '#efe3cf',
        '#4a3a30',
        [-1, 1]
          .map((side) =>
            el('ellipse', {
              cx: cx + side * r * 0.4,
              cy: hy + r * 0.02,
              rx: r * 0.3,
              ry: r * 0.15,
              transform: `rotate(${side * 18} ${cx + side * r * 0.4} ${hy})`,
              fill: '#5a4636',
            }),
          )
          .join(''),
      ),
  }),
  hen: (c) => ({
    body: c,
    ears: 'none',
    nose: '#f5a623',
    tail: 'stub',
    extra: (cx, hy, r) =>
      [-0.22, 0, 0.22]
        .map((dx) => el('circle', { cx: cx + dx * r, cy: hy - r * 0.95, r: r * 0.2, fill: '#e23d3d' }))
        .join('') +
      el('path', {
        d: path`M${cx - r * 0.16} ${hy + r * 0.22}L${cx + r * 0.16} ${hy + r * 0.22}L${cx} ${hy + r * 0.5}Z`,
        fill: '#f5a623',
      }) +
      el('ellipse', { cx, cy: hy + r * 0.62, rx: r * 0.09, ry: r * 0.14, fill: '#e23d3d' }),
  }),
};

/** The side-on ones: what each adds to the four-legged shape (ears, spots, horns, plates). */
function standing(
  draw: Draw,
  kind: 'deer' | 'giraffe' | 'dinosaur',
  c: string,
  x: number,
  y: number,
  s: number,
) {
  const spots = (count: number, colour: string, size: number) =>
    Array.from({ length: count }, (_, i) =>
      el('circle', {
        cx: x - s * 0.25 + ((i * 0.53) % 1) * s * 0.5,
        cy: y - s * 0.58 + ((i * 0.37) % 1) * s * 0.16,
        r: s * size,
        fill: colour,
      }),
    ).join('');
  switch (kind) {
    case 'deer':
      return quadruped(
        draw,
        x,
        y,
        s,
        c,
        darker(c, 0.3),
        (hx, hy) =>
          [-1, 1]
            .map((side) =>
              el('ellipse', {
                cx: hx + side * s * 0.05,
                cy: hy - s * 0.1,
                rx: s * 0.025,
                ry: s * 0.06,
                transform: `rotate(${side * 25} ${hx + side * s * 0.05} ${hy - s * 0.1})`,
                fill: darker(c, 0.15),
              }),
            )
            .join('') + spots(7, '#fbf3e4', 0.018),
      );
    case 'giraffe':
      return quadruped(
        draw,
        x,
        y,
        s,
        c,
        '#b86b25',
        (hx, hy) =>
          spots(9, '#c8752e', 0.03) +
          [-0.03, 0.05]
            .map(
              (dx) =>
                el('path', {
                  d: path`M${hx + dx * s} ${hy - s * 0.07}l0 ${-s * 0.08}`,
                  stroke: '#b86b25',
                  'stroke-width': s * 0.018,
                  'stroke-linecap': 'round',
                }) + el('circle', { cx: hx + dx * s, cy: hy - s * 0.16, r: s * 0.018, fill: '#8b5a2b' }),
            )
            .join(''),
      );
    case 'dinosaur':
      return quadruped(
        draw,
        x,
        y,
        s,
        c,
        darker(c, 0.25),
        () =>
          Array.from({ length: 5 }, (_, i) =>
            el('path', {
              d: path`M${x - s * 0.3 + i * s * 0.12} ${y - s * 0.66}q${s * 0.06} ${-s * 0.16} ${s * 0.12} 0Z`,
              fill: '#f2a93b',
            }),
          ).join('') + spots(5, lighter(c, 0.3), 0.022),
      );
  }
}

function octopus(draw: Draw, c: string, x: number, y: number, s: number): string {
  const arms = Array.from({ length: 8 }, (_, i) => {
    const from = x + (i - 3.5) * s * 0.075;
    const curl = (i % 2 === 0 ? -1 : 1) * s * 0.08;
    return path`M${from} ${y - s * 0.02}q${curl} ${s * 0.2} 0 ${s * 0.32}q${-curl} ${s * 0.08} ${curl * 0.6} ${s * 0.12}`;
  }).join('');
  return group(
    {},
    moving(draw, () => motion.bob(20, 3 + draw.motionRandom() * 2)),
    el('path', { d: arms, stroke: c, 'stroke-width': s * 0.06, fill: 'none', 'stroke-linecap': 'round' }),
    el('ellipse', { cx: x, cy: y - s * 0.2, rx: s * 0.32, ry: s * 0.3, fill: c }),
    el('ellipse', { cx: x - s * 0.1, cy: y - s * 0.32, rx: s * 0.08, ry: s * 0.05, fill: lighter(c, 0.4) }),
    eyes(x, y - s * 0.16, s * 0.11, s * 0.04),
    el('path', {
      d: path`M${x - s * 0.06} ${y - s * 0.06}Q${x} ${y - s * 0.02} ${x + s * 0.06} ${y - s * 0.06}`,
      stroke: INK,
      'stroke-width': s * 0.015,
      fill: 'none',
    }),
  );
}

function ladybird(draw: Draw, c: string, x: number, y: number, s: number): string {
  const dots = [
    [-0.18, -0.05],
    [0.18, -0.05],
    [-0.2, 0.15],
    [0.2, 0.15],
    [-0.08, 0.28],
    [0.08, 0.28],
  ]
    .map(([dx, dy]) => el('circle', { cx: x + dx * s, cy: y + dy * s, r: s * 0.06, fill: INK }))
    .join('');
  return group(
    {},
    moving(draw, () => motion.bob(30, 2.5 + draw.motionRandom() * 2)),
    el('path', {
      d: path`M${x - s * 0.08} ${y - s * 0.38}q${-s * 0.06} ${-s * 0.14} ${-s * 0.14} ${-s * 0.14}M${x + s * 0.08} ${y - s * 0.38}q${s * 0.06} ${-s * 0.14} ${s * 0.14} ${-s * 0.14}`,
      stroke: INK,
      'stroke-width': s * 0.03,
      fill: 'none',
    }),
    el('circle', { cx: x, cy: y - s * 0.28, r: s * 0.16, fill: INK }),
    el('circle', { cx: x, cy: y + s * 0.08, r: s * 0.36, fill: c }),
    el('path', {
      d: path`M${x} ${y - s * 0.28}L${x} ${y + s * 0.44}`,
      stroke: INK,
      'stroke-width': s * 0.025,
    }),
    dots,
    [-1, 1]
      .map((side) =>
        el('circle', { cx: x + side * s * 0.06, cy: y - s * 0.32, r: s * 0.035, fill: '#ffffff' }),
      )
      .join(''),
  );
}

/** A child of the tale, `s` tall, dressed in `c`. */
function taleChild(c: string, s: number, hair: string): PersonLook {
  return {
    hair,
    hairStyle: 'long',
    eyes: '#3d7cc9',
    skin: '#f0c6a4',
    shirt: c,
    trousers: c,
    height: s,
    adult: false,
    glasses: false,
    freckles: false,
  };
}

/** A small child with shimmering wings, flying: centred on (x, y). */
function fairy(draw: Draw, c: string, x: number, y: number, s: number): string {
  // Whole in the picture, however high the sky it was given.
  const feet = Math.max(y, s * 0.8) + s * 0.5;
  const wings = [-1, 1]
    .map(
      (side) =>
        el('ellipse', { cx: side * s * 0.2, cy: -s * 0.08, rx: s * 0.2, ry: s * 0.12, fill: '#e9f6ff' }) +
        el('ellipse', {
          cx: side * s * 0.16,
          cy: s * 0.08,
          rx: s * 0.13,
          ry: s * 0.08,
          fill: lighter(c, 0.6),
        }),
    )
    .join('');
  return group(
    {},
    moving(draw, () => motion.bob(25, 3 + draw.motionRandom() * 2)),
    group(
      { transform: `translate(${x} ${feet - s * 0.7})`, opacity: 0.85 },
      group(
        {},
        moving(draw, () => motion.flutter(0.4)),
        wings,
      ),
    ),
    drawPerson(draw, taleChild(c, s, '#f2c94c'), x, feet, 'wave', undefined).svg,
    el('path', {
      d: path`M${x + s * 0.32} ${feet - s * 0.72}l${s * 0.02} ${s * 0.05}l${s * 0.05} ${s * 0.01}l${-s * 0.05} ${s * 0.02}l${-s * 0.02} ${s * 0.05}l${-s * 0.02} ${-s * 0.05}l${-s * 0.05} ${-s * 0.02}l${s * 0.05} ${-s * 0.01}Z`,
      fill: '#ffe066',
    }),
  );
}

/** A child whose legs are a fish's tail, swimming: centred on (x, y). */
function mermaid(draw: Draw, c: string, x: number, y: number, s: number): string {
  // Whole in the picture, however high the water it was given.
  const feet = Math.max(y, s * 0.8) + s * 0.5;
  const hip = feet - s * 0.38;
  const w = s * 0.15;
  const tail =
    el('path', {
      d: path`M${x - w} ${hip}Q${x - w * 1.1} ${feet - s * 0.12} ${x} ${feet - s * 0.04}Q${x + w * 1.1} ${feet - s * 0.12} ${x + w} ${hip}Z`,
      fill: c,
    }) +
    el('path', {
      d: path`M${x} ${feet - s * 0.06}Q${x - w * 1.6} ${feet - s * 0.02} ${x - w * 1.3} ${feet + s * 0.07}Q${x - w * 0.4} ${feet + s * 0.02} ${x} ${feet - s * 0.02}Q${x + w * 0.4} ${feet + s * 0.02} ${x + w * 1.3} ${feet + s * 0.07}Q${x + w * 1.6} ${feet - s * 0.02} ${x} ${feet - s * 0.06}Z`,
      fill: darker(c, 0.15),
    }) +
    el('path', {
      d: path`M${x - w * 0.6} ${hip + s * 0.08}q${w * 0.6} ${s * 0.05} ${w * 1.2} 0M${x - w * 0.45} ${hip + s * 0.16}q${w * 0.45} ${s * 0.05} ${w * 0.9} 0`,
      stroke: lighter(c, 0.4),
      'stroke-width': s * 0.012,
      fill: 'none',
    });
  return group(
    {},
    moving(draw, () => motion.bob(18, 4 + draw.motionRandom() * 2)),
    drawPerson(draw, taleChild(lighter(c, 0.25), s, '#e0603a'), x, feet, 'wave', undefined).svg,
    tail,
  );
}

/** One of these animals, in colour `c` and size `s`. */
export function drawMoreAnimal(
  draw: Draw,
  kind: MoreAnimal,
  c: string,
  x: number,
  y: number,
  s: number,
): string {
  const look = CRITTER_LOOKS[kind];
  if (look) return critter(draw, look(c, lighter(c, 0.45), s, y), x, y, s);
  switch (kind) {
    case 'deer':
    case 'giraffe':
    case 'dinosaur':
      return standing(draw, kind, c, x, y, s);
    case 'parrot':
      return bird(draw, c, x, y, s);
    case 'octopus':
      return octopus(draw, c, x, y, s);
    case 'fairy':
      return fairy(draw, c, x, y, s);
    case 'mermaid':
      return mermaid(draw, c, x, y, s);
    default:
      return ladybird(draw, c, x, y, s);
  }
}
