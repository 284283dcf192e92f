/**
 * Things a child makes where the story happens (a snowman, a sandcastle), plants (a seed) or plays in (a pile
 * of leaves), standing on the ground beside the child, drawn as far as the page has got: a snowman only half
 * made is two balls of snow, nearly made it has its head, finished its hat, scarf, nose and arms; a seed
 * waits by its hole, is watered in its mound, then sprouts.
 */
import { darker, lighter } from './colour';
import type { Draw } from './context';
import { CANVAS, moving } from './context';
import { between, pick } from './random';
import type { Scene } from './scene';
import { el, group, motion, path, star } from './svg';

export type MadeThing = 'snowman' | 'sandcastle' | 'leaf pile' | 'seedling';

/** How much ground each takes beside the child. */
export const MADE_WIDTH: Record<MadeThing, number> = {
  snowman: 150,
  sandcastle: 220,
  'leaf pile': 260,
  seedling: 260,
};

type Progress = Scene['unfinished'];

const SCARVES = ['#e4572e', '#2e86ab', '#8e5cc9', '#17a398', '#e56b9f'] as const;

const snowBall = (cx: number, cy: number, r: number) =>
  el('circle', { cx, cy, r, fill: '#ffffff', stroke: '#c9d6e3', 'stroke-width': 3 }) +
  el('path', {
    d: path`M${cx - r * 0.7} ${cy + r * 0.35}Q${cx} ${cy + r * 0.85} ${cx + r * 0.7} ${cy + r * 0.35}`,
    stroke: '#dde6f0',
    'stroke-width': 6,
    fill: 'none',
  });

// Stays long: a flat list of shapes drawn in turn, each stage of the snowman after the one before.
function snowman(draw: Draw, x: number, y: number, progress: Progress): string {
  const scarf = pick(draw.random, SCARVES);
  const shapes = [snowBall(x, y - 55, 58), snowBall(x, y - 145, 42)];
  if (progress === 'half') {
    // The head still to roll: a small snowball waiting on the ground beside.
    shapes.push(snowBall(x + 85, y - 20, 22));
    return group({ class: 'thing snowman half-made' }, ...shapes);
  }
  shapes.push(
    snowBall(x, y - 212, 30),
    el('circle', { cx: x - 10, cy: y - 218, r: 4, fill: '#2a2323' }),
    el('circle', { cx: x + 10, cy: y - 218, r: 4, fill: '#2a2323' }),
  );
  if (progress === 'nearly') return group({ class: 'thing snowman nearly-made' }, ...shapes);
  shapes.push(
    el('path', { d: path`M${x} ${y - 210}l28 6l-28 5Z`, fill: '#f28c28' }),
    [-12, -4, 4, 12]
      .map((dx, i) =>
        el('circle', { cx: x + dx, cy: y - 197 + (i === 0 || i === 3 ? -3 : 0), r: 2.5, fill: '#2a2323' }),
      )
      .join(''),
    [-150, -130].map((dy) => el('circle', { cx: x, cy: y + dy, r: 5, fill: '#2a2323' })).join(''),
    // Twig arms, one waving.
    el('path', {
      d: path`M${x - 38} ${y - 150}L${x - 95} ${y - 185}M${x - 78} ${y - 175}l-6 -18M${x + 38} ${y - 150}L${x + 92} ${y - 130}M${x + 78} ${y - 137}l12 -14`,
      stroke: '#6b4f3a',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      fill: 'none',
    }),
    el('path', {
      d: path`M${x - 32} ${y - 188}Q${x} ${y - 176} ${x + 32} ${y - 188}L${x + 30} ${y - 178}Q${x} ${y - 166} ${x - 30} ${y - 178}Z`,
      fill: scarf,
    }),
    el('path', { d: path`M${x + 14} ${y - 178}l8 40l14 -4l-6 -38Z`, fill: darker(scarf, 0.12) }),
    // A woolly hat with a bobble.
    el('path', { d: path`M${x - 30} ${y - 228}Q${x} ${y - 290} ${x + 30} ${y - 228}Z`, fill: scarf }),
    el('rect', { x: x - 32, y: y - 234, width: 64, height: 12, rx: 6, fill: lighter(scarf, 0.35) }),
    el('circle', { cx: x, cy: y - 262, r: 9, fill: lighter(scarf, 0.5) }),
  );
  return group({ class: 'thing snowman' }, ...shapes);
}

const SAND = '#e8c98a';
const SAND_SHADE = '#d4b06a';

const tower = (x: number, base: number, width: number, height: number) =>
  el('rect', { x: x - width / 2, y: base - height, width, height, fill: SAND }) +
  [-1, 0, 1]
    .map((i) =>
      el('rect', {
        x: x + i * (width / 3) - width / 8,
        y: base - height - 12,
        width: width / 4,
        height: 12,
        fill: SAND,
      }),
    )
    .join('') +
  el('path', {
    d: path`M${x - width / 2} ${base - height + 14}h${width}`,
    stroke: SAND_SHADE,
    'stroke-width': 3,
  });

function bucketAndSpade(x: number, y: number, colour: string): string {
  return (
    el('path', {
      d: path`M${x - 24} ${y - 50}L${x + 24} ${y - 50}L${x + 18} ${y}L${x - 18} ${y}Z`,
      fill: colour,
    }) +
    el('path', {
      d: path`M${x - 22} ${y - 48}Q${x} ${y - 85} ${x + 22} ${y - 48}`,
      stroke: darker(colour, 0.3),
      'stroke-width': 3,
      fill: 'none',
    }) +
    el('path', {
      d: path`M${x + 40} ${y}L${x + 62} ${y - 70}`,
      stroke: '#6b4f3a',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: path`M${x + 34} ${y + 4}l-4 -24l22 6Z`, fill: darker(colour, 0.1) })
  );
}

// Stays long: a flat list of shapes drawn in turn, each stage of the castle after the one before.
function sandcastle(draw: Draw, x: number, y: number, progress: Progress): string {
  const colour = pick(draw.random, SCARVES);
  const mound = el('path', {
    d: path`M${x - 110} ${y}Q${x - 100} ${y - 40} ${x} ${y - 42}Q${x + 100} ${y - 40} ${x + 110} ${y}Z`,
    fill: SAND_SHADE,
  });
  // The bucket and spade on the castle's outer side, when the picture has room for them there.
  const toolsX = x < CANVAS / 2 ? x - 160 : x + 160;
  const tools = toolsX > 40 && toolsX < CANVAS - 80 ? bucketAndSpade(toolsX, y + 5, colour) : '';
  if (progress === 'half') {
    return group({ class: 'thing sandcastle half-made' }, mound, tower(x - 40, y - 30, 44, 40), tools);
  }
  const walls =
    el('rect', { x: x - 80, y: y - 100, width: 160, height: 70, fill: SAND }) +
    [-60, -20, 20, 60]
      .map((dx) => el('rect', { x: x + dx - 10, y: y - 112, width: 20, height: 12, fill: SAND }))
      .join('');
  if (progress === 'nearly') {
    return group(
      { class: 'thing sandcastle nearly-made' },
      mound,
      walls,
      tower(x - 70, y - 30, 46, 110),
      tools,
    );
  }
  return group(
    { class: 'thing sandcastle' },
    mound,
    walls,
    tower(x - 70, y - 30, 46, 120),
    tower(x + 70, y - 30, 46, 120),
    tower(x, y - 60, 52, 120),
    el('path', { d: path`M${x - 16} ${y - 30}v-30a16 16 0 0 1 32 0v30Z`, fill: '#a8865a' }),
    el('path', { d: path`M${x} ${y - 192}v-45`, stroke: '#6b4f3a', 'stroke-width': 3 }),
    group(
      {},
      moving(draw, () => motion.sway(6, x, y - 237, 1.6)),
      el('path', { d: path`M${x} ${y - 237}l34 10l-34 10Z`, fill: colour }),
    ),
    [-40, 40]
      .map((dx) =>
        el('circle', { cx: x + dx, cy: y - 70, r: 6, fill: '#f4f1ea', stroke: '#e6b8a2', 'stroke-width': 2 }),
      )
      .join(''),
    tools,
  );
}

const LEAF_COLOURS = ['#e4572e', '#f2a541', '#c8553d', '#f5cf3a', '#a0522d', '#e07a2e'] as const;

const leaf = (cx: number, cy: number, angle: number, colour: string) =>
  el('path', {
    d: path`M${cx - 16} ${cy}Q${cx} ${cy - 12} ${cx + 16} ${cy}Q${cx} ${cy + 12} ${cx - 16} ${cy}Z`,
    fill: colour,
    transform: `rotate(${angle} ${cx} ${cy})`,
  });

/** A heap of red and golden leaves, a few of them still falling onto it. */
function leafPile(draw: Draw, x: number, y: number): string {
  const heap = el('path', {
    d: path`M${x - 130} ${y}Q${x - 110} ${y - 95} ${x} ${y - 100}Q${x + 110} ${y - 95} ${x + 130} ${y}Z`,
    fill: '#c8553d',
  });
  const leaves: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    const half = 120 - row * 22;
    const cy = y - 12 - row * 19;
    for (let cx = x - half; cx <= x + half; cx += 24) {
      leaves.push(
        leaf(
          cx + between(draw.random, -6, 6),
          cy + between(draw.random, -5, 5),
          between(draw.random, -60, 60),
          pick(draw.random, LEAF_COLOURS),
        ),
      );
    }
  }
  const falling = [-70, 20, 90].map((dx, i) =>
    group(
      {},
      moving(draw, () => motion.fall(between(draw.random, -20, 20), 70, 2.4 + i * 0.6)),
      leaf(x + dx, y - 150 - i * 25, between(draw.random, -60, 60), pick(draw.random, LEAF_COLOURS)),
    ),
  );
  return group({ class: 'thing leaf-pile' }, heap, ...leaves, ...falling);
}

const SOIL = '#7a5230';
const SOIL_DARK = '#5b3b21';
const LEAF = '#4caf50';

/** The seed itself: an almond of gold for a magic one, of brown for any other. */
const seed = (x: number, y: number, magic: boolean) =>
  el('ellipse', {
    cx: x,
    cy: y,
    rx: 11,
    ry: 7,
    fill: magic ? '#f2c230' : '#a0703f',
    stroke: magic ? '#c99a12' : '#7a5230',
    'stroke-width': 2,
    transform: `rotate(-20 ${x} ${y})`,
  });

/** A magic thing's sparkles about a point, twinkling one after another. */
function sparkles(draw: Draw, x: number, y: number): string {
  return [
    [-38, -20, 9],
    [34, -42, 7],
    [42, 6, 6],
    [-20, -58, 5],
  ]
    .map(([dx, dy, r], i) =>
      group(
        { class: 'sparkle', fill: '#ffe066' },
        moving(draw, () => motion.twinkle(0.2, 1.6, i * 0.4)),
        star(x + dx!, y + dy!, r!),
      ),
    )
    .join('');
}

/** A watering can tipped over the mound, a few drops falling from its spout onto it. */
function wateringCan(draw: Draw, x: number, y: number): string {
  const can = '#3a8fc1';
  // The spout, drawn up and to the left as a can stands, points down at the mound once tipped 50 degrees:
  // its end is then at about (x - 46, y - 67).
  const drops = [0, 1, 2]
    .map((i) =>
      group(
        {},
        moving(draw, () => motion.fall(0, 24, 0.9, i * 0.3)),
        el('ellipse', { cx: x - 48 + i * 5, cy: y - 60 + i * 9, rx: 3, ry: 5, fill: '#7cc4ec' }),
      ),
    )
    .join('');
  return (
    group(
      { transform: `rotate(-50 ${x + 4} ${y - 109})` },
      el('rect', { x: x - 22, y: y - 130, width: 52, height: 42, rx: 6, fill: can }),
      el('path', { d: path`M${x - 20} ${y - 98}L${x - 60} ${y - 120}`, stroke: can, 'stroke-width': 7 }),
      el('ellipse', { cx: x - 61, cy: y - 121, rx: 5, ry: 8, fill: darker(can, 0.15) }),
      el('path', {
        d: path`M${x + 30} ${y - 124}q22 8 0 30`,
        stroke: darker(can, 0.25),
        'stroke-width': 6,
        fill: 'none',
      }),
    ) + drops
  );
}

/** A seed planted where the story happens: by its hole, watered in its mound, then a green shoot. */
function seedling(draw: Draw, x: number, y: number, progress: Progress, magic: boolean): string {
  const mound = el('path', {
    d: path`M${x - 70} ${y}Q${x - 60} ${y - 30} ${x} ${y - 32}Q${x + 60} ${y - 30} ${x + 70} ${y}Z`,
    fill: SOIL,
  });
  if (progress === 'half') {
    // Dug, not planted yet: the hole, the seed waiting beside it, the trowel stuck in the earth.
    return group(
      { class: 'thing seedling half-made' },
      el('ellipse', { cx: x, cy: y - 4, rx: 70, ry: 16, fill: SOIL }),
      el('ellipse', { cx: x - 10, cy: y - 6, rx: 22, ry: 7, fill: SOIL_DARK }),
      seed(x + 30, y - 16, magic),
      el('path', { d: path`M${x + 52} ${y - 12}L${x + 62} ${y - 62}`, stroke: '#6b4f3a', 'stroke-width': 6 }),
      el('path', { d: path`M${x + 44} ${y - 2}l4 -16h18l-2 16Z`, fill: '#9aa5ad' }),
      magic ? sparkles(draw, x + 30, y - 16) : '',
    );
  }
  if (progress === 'nearly') {
    return group(
      { class: 'thing seedling nearly-made' },
      mound,
      wateringCan(draw, x + 40, y),
      magic ? sparkles(draw, x, y - 30) : '',
    );
  }
  const leaf = (side: number) =>
    el('path', {
      d: path`M${x} ${y - 78}q${side * 18} -34 ${side * 52} -26q${side * -14} 30 ${side * -52} 26Z`,
      fill: LEAF,
      stroke: darker(LEAF, 0.25),
      'stroke-width': 2,
    });
  return group(
    { class: 'thing seedling' },
    mound,
    group(
      {},
      moving(draw, () => motion.sway(4, x, y - 30, 2.4)),
      el('path', {
        d: path`M${x} ${y - 30}C${x - 6} ${y - 60} ${x + 6} ${y - 90} ${x} ${y - 112}`,
        stroke: darker(LEAF, 0.15),
        'stroke-width': 6,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
      leaf(-1),
      leaf(1),
      el('circle', { cx: x, cy: y - 116, r: 7, fill: magic ? '#ffd84d' : lighter(LEAF, 0.2) }),
    ),
    magic ? sparkles(draw, x, y - 80) : '',
  );
}

export function drawMade(
  draw: Draw,
  kind: MadeThing,
  x: number,
  y: number,
  progress: Progress,
  magic = false,
): string {
  switch (kind) {
    case 'snowman':
      return snowman(draw, x, y, progress);
    case 'sandcastle':
      return sandcastle(draw, x, y, progress);
    case 'leaf pile':
      return leafPile(draw, x, y);
    case 'seedling':
      // Drawn at a seed's size it is a speck beside the child: larger than life, as the page is about it.
      return group(
        { transform: `translate(${x} ${y}) scale(1.7) translate(${-x} ${-y})` },
        seedling(draw, x, y, progress, magic),
      );
  }
}
