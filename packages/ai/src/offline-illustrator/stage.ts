/**
 * The stage of a picture: sky, light, weather and the place itself (meadow, forest, beach, under the sea,
 * space, castle, city, snow, a bedroom). Colours come from the setting and the time of day, turned a few
 * degrees per page so that pages of one book share a palette without being copies.
 */
import { darker, lighter, mix, turnHue } from './colour';
import type { Draw } from './context';
import { moving } from './context';
import { between, chance, pick } from './random';
import type { Scene, TimeOfDay } from './scene';
import { el, group, motion, path, star } from './svg';
import { classroom, salon, surgery } from './visit-rooms';

export interface Stage {
  defs: string;
  /** Drawn first: sky, sun or moon, far scenery. */
  back: string;
  /** Drawn over the people: weather, grass in front. */
  front: string;
  /** Where the land meets the sky. */
  horizon: number;
  /** Where the feet of the people in front stand. */
  footY: number;
  /** Open water the boats and fish use, if the place has some. */
  water?: { top: number; bottom: number };
  /** Sky free for kites, birds, rockets: between these heights. */
  sky: { top: number; bottom: number };
  indoor: boolean;
  /** A bedroom's bed: where its pillow is, and its blanket's colour (a sleeping child is tucked in there). */
  bed?: Bed;
}

export interface Bed {
  pillow: [number, number];
  /** Where the blanket ends, at the foot of the bed. */
  footX: number;
  blanket: string;
}

const SKIES: Record<TimeOfDay, [string, string]> = {
  day: ['#6ec3f4', '#dff4ff'],
  dawn: ['#f7a987', '#ffe9c7'],
  dusk: ['#5b4b8a', '#f6a07a'],
  night: ['#0c1638', '#2e3f78'],
};

const GROUNDS: Record<string, [string, string]> = {
  meadow: ['#9bd46e', '#6cbf5a'],
  forest: ['#7fb85e', '#4f9a4a'],
  castle: ['#9bd46e', '#72c05c'],
  city: ['#b8b8c2', '#8e8e9c'],
  snow: ['#f4f8ff', '#dbe8f7'],
  beach: ['#f3dca2', '#e8c886'],
  space: ['#a5a7b5', '#7d8091'],
};

/** Autumn's leaves, on the trees and falling: orange, red, gold and brown. */
const AUTUMN_LEAVES = ['#e07b24', '#c8442a', '#e8a92b', '#b8632a'];

/** The land in autumn: the grass gone gold. */
const autumnal = (colour: string): string => mix(colour, '#c9a24a', 0.4);

/** A broad-leaved tree's leaves: green, or one of autumn's colours. */
function foliage(draw: Draw, green: string, autumn: boolean): string {
  return autumn ? pick(draw.random, AUTUMN_LEAVES) : green;
}

/** Night darkens the land, dusk and dawn warm it. */
function shade(colour: string, time: TimeOfDay): string {
  if (time === 'night') return mix(colour, '#1b2450', 0.55);
  if (time === 'dusk') return mix(colour, '#a4577a', 0.2);
  if (time === 'dawn') return mix(colour, '#ffb38a', 0.15);
  return colour;
}

function hills(y: number, colour: string, amplitude: number, draw: Draw, bottom = 1000): string {
  const points = [0, 250, 500, 750, 1000].map((x) => [x, y + between(draw.random, -amplitude, amplitude)]);
  let d = path`M0 ${bottom}L0 ${points[0][1]}`;
  for (let index = 1; index < points.length; index += 1) {
    const [x0, y0] = points[index - 1];
    const [x1, y1] = points[index];
    d += path`Q${(x0 + x1) / 2} ${Math.min(y0, y1) - amplitude * 0.8} ${x1} ${y1}`;
  }
  d += path`L1000 ${bottom}Z`;
  return el('path', { d, fill: colour });
}

function cloud(draw: Draw, x: number, y: number, size: number, colour: string): string {
  const puffs = [
    [0, 0, 1],
    [-0.7, 0.2, 0.7],
    [0.7, 0.2, 0.75],
    [-0.3, -0.35, 0.7],
    [0.35, -0.3, 0.65],
  ]
    .map(([dx, dy, r]) => el('circle', { cx: x + dx * size, cy: y + dy * size, r: r * size * 0.6 }))
    .join('');
  return group(
    { class: 'cloud', fill: colour, opacity: 0.92 },
    moving(draw, () => motion.drift(between(draw.motionRandom, 50, 120), between(draw.motionRandom, 16, 28))),
    puffs,
  );
}

/** A row of puffs from side to side at `y`, filled below: a bank of cloud, to stand on or peek over. */
function cloudBank(draw: Draw, y: number, colour: string, opacity = 1): string {
  const puffs = Array.from({ length: 9 }, (_, index) =>
    el('circle', {
      cx: index * 125 + between(draw.random, -25, 25),
      cy: y + between(draw.random, -15, 15),
      r: between(draw.random, 60, 95),
    }),
  ).join('');
  return group(
    { class: 'cloud-bank', fill: colour, opacity },
    puffs + el('rect', { x: 0, y, width: 1000, height: 1000 - y }),
  );
}

function stars(draw: Draw, bottom: number, count: number): string {
  const groups = [0, 1, 2].map((index) => {
    const shapes = Array.from({ length: Math.ceil(count / 3) }, () =>
      star(between(draw.random, 15, 985), between(draw.random, 15, bottom), between(draw.random, 4, 11)),
    ).join('');
    return group(
      {},
      moving(draw, () => motion.twinkle(0.25, 2 + index * 0.9, index * 0.6)),
      shapes,
    );
  });
  return group({ class: 'stars', fill: '#fff6c9' }, ...groups);
}

function sun(draw: Draw, x: number, y: number, time: TimeOfDay): string {
  const colour = time === 'day' ? '#ffd43b' : '#ffb26b';
  const rays = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2;
    return el('path', {
      d: path`M${x + Math.cos(angle) * 75} ${y + Math.sin(angle) * 75}L${x + Math.cos(angle) * 105} ${y + Math.sin(angle) * 105}`,
    });
  }).join('');
  return group(
    { class: 'sun' },
    el('circle', { cx: x, cy: y, r: 120, fill: `url(#${draw.id('glow')})` }),
    group(
      { stroke: colour, 'stroke-width': 10, 'stroke-linecap': 'round' },
      moving(draw, () => motion.spin(x, y, 40)),
      rays,
    ),
    el('circle', { cx: x, cy: y, r: 60, fill: colour }),
  );
}

function moon(draw: Draw, x: number, y: number): string {
  return group(
    { class: 'moon' },
    el('circle', { cx: x, cy: y, r: 110, fill: `url(#${draw.id('glow')})` }),
    el('path', {
      d: path`M${x} ${y - 55}A55 55 0 1 1 ${x} ${y + 55}A42 55 0 1 0 ${x} ${y - 55}Z`,
      fill: '#fff4c4',
    }),
  );
}

function rainbow(x: number, y: number): string {
  const colours = ['#ff595e', '#ff924c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];
  return group(
    { class: 'rainbow', fill: 'none', 'stroke-width': 16, opacity: 0.7 },
    ...colours.map((colour, index) =>
      el('path', {
        d: path`M${x - 330 + index * 16} ${y}A${330 - index * 16} ${300 - index * 16} 0 0 1 ${x + 330 - index * 16} ${y}`,
        stroke: colour,
      }),
    ),
  );
}

function pine(x: number, y: number, h: number, colour: string, snow = false): string {
  const layers = [0, 1, 2]
    .map((index) => {
      const top = y - h + index * h * 0.22;
      const width = h * (0.22 + index * 0.1);
      return (
        el('path', {
          d: path`M${x} ${top}L${x + width} ${top + h * 0.38}L${x - width} ${top + h * 0.38}Z`,
          fill: colour,
        }) +
        (snow
          ? el('path', {
              d: path`M${x} ${top}L${x + width * 0.4} ${top + h * 0.15}L${x - width * 0.4} ${top + h * 0.15}Z`,
              fill: '#ffffff',
            })
          : '')
      );
    })
    .join('');
  return (
    el('rect', { x: x - h * 0.04, y: y - h * 0.18, width: h * 0.08, height: h * 0.2, fill: '#7a5236' }) +
    layers
  );
}

function roundTree(draw: Draw, x: number, y: number, h: number, colour: string): string {
  return group(
    { class: 'tree' },
    el('rect', {
      x: x - h * 0.06,
      y: y - h * 0.5,
      width: h * 0.12,
      height: h * 0.5,
      rx: h * 0.03,
      fill: '#8b5e3c',
    }),
    group(
      {},
      moving(draw, () => motion.sway(1.5, x, y, between(draw.motionRandom, 4, 6))),
      el('circle', { cx: x, cy: y - h * 0.72, r: h * 0.3, fill: colour }),
      el('circle', { cx: x - h * 0.22, cy: y - h * 0.58, r: h * 0.22, fill: darker(colour, 0.08) }),
      el('circle', { cx: x + h * 0.22, cy: y - h * 0.6, r: h * 0.22, fill: lighter(colour, 0.08) }),
    ),
  );
}

function flower(x: number, y: number, colour: string, size: number): string {
  const petals = [0, 1, 2, 3, 4].map((index) => {
    const angle = (index / 5) * Math.PI * 2;
    return el('circle', {
      cx: x + Math.cos(angle) * size,
      cy: y - size * 2 + Math.sin(angle) * size,
      r: size * 0.7,
      fill: colour,
    });
  });
  return (
    el('path', { d: path`M${x} ${y}L${x} ${y - size * 2}`, stroke: '#4f8a3c', 'stroke-width': size * 0.35 }) +
    petals.join('') +
    el('circle', { cx: x, cy: y - size * 2, r: size * 0.55, fill: '#f5cf3a' })
  );
}

/** Swaying grass along the bottom edge, in a few groups so the file stays small. */
function grass(draw: Draw, y: number, colour: string): string {
  return group(
    { class: 'grass', stroke: colour, 'stroke-width': 6, 'stroke-linecap': 'round', fill: 'none' },
    ...[0, 1, 2].map((part) => {
      let d = '';
      for (let index = 0; index < 9; index += 1) {
        const x = part * 333 + between(draw.random, 0, 333);
        const base = y + between(draw.random, -6, 30);
        const h = between(draw.random, 22, 44);
        d += path`M${x} ${base}q${between(draw.random, -8, 8)} ${-h / 2} ${between(draw.random, -12, 12)} ${-h}`;
      }
      return group(
        {},
        moving(draw, () => motion.sway(4, part * 333 + 166, y + 40, between(draw.motionRandom, 2.2, 3.4))),
        el('path', { d }),
      );
    }),
  );
}

function rain(draw: Draw, storm: boolean): string {
  const groups = [0, 1].map((index) => {
    let d = '';
    for (let drop = 0; drop < 22; drop += 1) {
      const x = between(draw.random, 0, 1000);
      const y = between(draw.random, -100, 950);
      d += path`M${x} ${y}l-8 28`;
    }
    return group(
      {},
      moving(draw, () => motion.fall(-25, 90, 0.6, index * 0.3)),
      el('path', { d }),
    );
  });
  const bolt = storm
    ? group(
        {},
        moving(draw, () => motion.twinkle(0, 3.2)),
        el('path', {
          d: path`M${640} ${90}L${590} ${230}L${640} ${225}L${600} ${350}L${700} ${190}L${650} ${195}L${690} ${90}Z`,
          fill: '#ffe066',
        }),
      )
    : '';
  return (
    group(
      { class: 'rain', stroke: '#a9d6f5', 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.8 },
      ...groups,
    ) + bolt
  );
}

function snowfall(draw: Draw): string {
  const groups = [0, 1, 2].map((index) => {
    const flakes = Array.from({ length: 14 }, () =>
      el('circle', {
        cx: between(draw.random, 0, 1000),
        cy: between(draw.random, -60, 960),
        r: between(draw.random, 3, 8),
      }),
    ).join('');
    return group(
      {},
      moving(draw, () => motion.fall(between(draw.motionRandom, -20, 20), 70, 3 + index, index * 0.8)),
      flakes,
    );
  });
  return group({ class: 'snowfall', fill: '#ffffff', opacity: 0.9 }, ...groups);
}

/** One leaf, pointed at both ends, tilted. */
function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  return el('path', {
    d: path`M${x - size} ${y}Q${x} ${y - size * 0.7} ${x + size} ${y}Q${x} ${y + size * 0.7} ${x - size} ${y}Z`,
    fill: colour,
    transform: `rotate(${Math.round(angle)} ${Math.round(x)} ${Math.round(y)})`,
  });
}

/** Autumn leaves drifting down across the picture. */
function fallingLeaves(draw: Draw): string {
  const groups = [0, 1, 2].map((index) => {
    const leaves = Array.from({ length: 6 }, () =>
      leaf(
        between(draw.random, 0, 1000),
        between(draw.random, -40, 900),
        between(draw.random, 10, 16),
        between(draw.random, 0, 180),
        pick(draw.random, AUTUMN_LEAVES),
      ),
    ).join('');
    return group(
      {},
      moving(draw, () => motion.fall(between(draw.motionRandom, -60, 60), 90, 5 + index, index * 1.3)),
      leaves,
    );
  });
  return group({ class: 'falling-leaves', opacity: 0.95 }, ...groups);
}

/** Leaves lying on the grass, where flowers would be in another season. */
function fallenLeaves(draw: Draw, top: number, count: number): string {
  return group(
    { class: 'fallen-leaves' },
    ...Array.from({ length: count }, () =>
      leaf(
        between(draw.random, 20, 980),
        between(draw.random, top, 990),
        between(draw.random, 9, 14),
        between(draw.random, -30, 30),
        pick(draw.random, AUTUMN_LEAVES),
      ),
    ),
  );
}

function wind(draw: Draw): string {
  const gusts = [0, 1, 2].map((index) => {
    const y = between(draw.random, 180, 520);
    const x = between(draw.random, 80, 600);
    return group(
      {},
      moving(draw, () => motion.drift(160, 4 + index)),
      el('path', {
        d: path`M${x} ${y}q60 -30 120 0t120 0q30 -30 10 -45`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 5,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
    );
  });
  return group({ class: 'wind' }, ...gusts);
}

function defs(draw: Draw, skyTop: string, skyBottom: string, water: [string, string]): string {
  return el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: draw.id('sky'), x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': skyTop }),
      el('stop', { offset: 1, 'stop-color': skyBottom }),
    ),
    el(
      'linearGradient',
      { id: draw.id('water'), x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': water[0] }),
      el('stop', { offset: 1, 'stop-color': water[1] }),
    ),
    el(
      'radialGradient',
      { id: draw.id('glow') },
      el('stop', { offset: 0, 'stop-color': '#fff6c9', 'stop-opacity': 0.8 }),
      el('stop', { offset: 1, 'stop-color': '#fff6c9', 'stop-opacity': 0 }),
    ),
  );
}

/** The room a page indoors is drawn in: the kitchen, a room the child visits, else the child's bedroom. */
function homeStage(draw: Draw, scene: Scene, hue: number): RoomStage {
  const window = (x: number) => roomWindow(draw, scene, x);
  switch (scene.room) {
    case 'kitchen':
      return kitchen(draw, scene, hue);
    case 'surgery':
    case 'dentist':
      return room(draw, scene, surgery(draw, scene, hue, window, scene.room === 'dentist'));
    case 'salon':
      return room(draw, scene, salon(draw, scene, hue, window));
    case 'classroom':
      return room(draw, scene, classroom(draw, scene, hue, window));
    default:
      return bedroom(draw, scene, hue);
  }
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
/** A room's stage before its defs: the sky colours its window's gradient takes. */
type RoomStage = Omit<Stage, 'defs'> & { skyTop: string; skyBottom: string };

/** A room's stage: what `back` draws, the floor at `ROOM_FLOOR_Y`, the sky of the page's time in its window. */
function room(draw: Draw, scene: Scene, back: string, bed?: Bed): RoomStage {
  const [skyTop, skyBottom] = SKIES[scene.time];
  return {
    ...(bed ? { bed } : {}),
    back,
    front: '',
    horizon: ROOM_FLOOR_Y,
    footY: between(draw.random, 880, 920),
    sky: { top: 120, bottom: 420 },
    indoor: true,
    skyTop,
    skyBottom,
  };
}

/** Where a room's floor begins. */
const ROOM_FLOOR_Y = 700;

/** A room's window at `wx`: the sky of the page's time, a cloud or the moon, rain when it rains. */
function roomWindow(draw: Draw, scene: Scene, wx: number): string {
  return (
    el('rect', { x: wx, y: 150, width: 260, height: 240, fill: `url(#${draw.id('sky')})` }) +
    (scene.time === 'night'
      ? moon(draw, wx + 180, 230) +
        group({ fill: '#fff6c9' }, star(wx + 60, 200, 8), star(wx + 110, 320, 6), star(wx + 220, 340, 7))
      : cloud(draw, wx + 90, 240, 40, '#ffffff')) +
    (scene.weather.includes('rain')
      ? group(
          { stroke: '#a9d6f5', 'stroke-width': 3 },
          el('path', { d: path`M${wx + 40} ${180}l-5 18M${wx + 150} ${260}l-5 18M${wx + 210} ${190}l-5 18` }),
        )
      : '') +
    el('path', {
      d: path`M${wx} ${150}h260v240h-260ZM${wx + 130} ${150}v240M${wx} ${270}h260`,
      fill: 'none',
      stroke: '#fffaf0',
      'stroke-width': 14,
    })
  );
}

/** The kitchen's oven, its window warm, and the hob on top. */
function oven(draw: Draw): string {
  return group(
    { class: 'oven' },
    el('rect', { x: 530, y: 540, width: 210, height: 170, rx: 10, fill: '#dfe3e8' }),
    el('rect', { x: 555, y: 590, width: 160, height: 90, rx: 10, fill: '#3b3b45' }),
    el(
      'rect',
      { x: 570, y: 603, width: 130, height: 64, rx: 8, fill: '#f6a04d', opacity: 0.8 },
      moving(draw, () => motion.twinkle(0.6, 3)),
    ),
    el('rect', { x: 560, y: 558, width: 150, height: 12, rx: 6, fill: '#9aa1ab' }),
    el('ellipse', { cx: 590, cy: 524, rx: 34, ry: 8, fill: '#555b66' }),
    el('ellipse', { cx: 680, cy: 524, rx: 34, ry: 8, fill: '#555b66' }),
  );
}

/** Jars of flour and sugar on a shelf at `shelfX`. */
function jarShelf(shelfX: number): string {
  const jars = [0, 1, 2]
    .map((index) =>
      group(
        {},
        el('rect', {
          x: shelfX + 10 + index * 80,
          y: 260,
          width: 60,
          height: 80,
          rx: 12,
          fill: '#f4f1ea',
          stroke: '#c9c2b5',
          'stroke-width': 4,
        }),
        el('rect', {
          x: shelfX + 14 + index * 80,
          y: 250,
          width: 52,
          height: 16,
          rx: 6,
          fill: ['#e4572e', '#2e86ab', '#6a994e'][index],
        }),
      ),
    )
    .join('');
  return group(
    { class: 'shelf' },
    el('rect', { x: shelfX, y: 340, width: 250, height: 12, rx: 4, fill: '#8b5e3c' }),
    jars,
  );
}

/** A kitchen at home: a window, a counter with cupboards and an oven along the wall, jars on a shelf. */
function kitchen(draw: Draw, scene: Scene, hue: number): RoomStage {
  const wall = turnHue(pick(draw.random, ['#fdf0d5', '#e3f2ea', '#fbe3d6', '#e6eef8']), hue);
  const dimWall = scene.time === 'night' ? mix(wall, '#2a2f5a', 0.45) : wall;
  const wx = pick(draw.random, [90, 650]);
  const floorY = ROOM_FLOOR_Y;
  // Tiles behind the counter, in two rows.
  const tiles = Array.from({ length: 20 }, (_, index) =>
    el('rect', {
      x: (index % 10) * 100 + 4,
      y: 420 + Math.floor(index / 10) * 50 + 4,
      width: 92,
      height: 42,
      rx: 4,
      fill: index % 3 === 0 ? '#ffffff' : mix(wall, '#ffffff', 0.5),
    }),
  ).join('');
  const wood = turnHue('#b07d57', hue);
  const counter =
    el('rect', { x: 0, y: 520, width: 1000, height: 30, fill: '#e9e4da' }) +
    el('rect', { x: 0, y: 550, width: 1000, height: 150, fill: wood }) +
    [60, 300, 780]
      .map((x) => el('rect', { x, y: 570, width: 180, height: 110, rx: 8, fill: darker(wood, 0.12) }))
      .join('') +
    [150, 390, 870].map((x) => el('circle', { cx: x, cy: 625, r: 7, fill: '#f4d35e' })).join('');
  const shelfX = wx < 500 ? 560 : 120;
  const bowlX = wx < 500 ? 180 : 840;
  const bowl =
    el('path', { d: path`M${bowlX - 70} ${480}q70 70 140 0Z`, fill: turnHue('#8ecae6', hue) }) +
    el('ellipse', { cx: bowlX, cy: 480, rx: 70, ry: 12, fill: '#fffaf0' }) +
    el('path', {
      d: path`M${bowlX + 20} ${478}l50 -70`,
      stroke: '#c68b59',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    });
  const floor =
    el('rect', { x: 0, y: floorY, width: 1000, height: 300, fill: shade('#e8dcc8', scene.time) }) +
    Array.from({ length: 12 }, (_, index) =>
      el('rect', {
        x: (index % 6) * 200 + (Math.floor(index / 6) % 2) * 100,
        y: floorY + Math.floor(index / 6) * 150,
        width: 100,
        height: 150,
        fill: shade('#cbb89a', scene.time),
      }),
    ).join('');
  return room(
    draw,
    scene,
    el('rect', { width: 1000, height: 1000, fill: dimWall }) +
      tiles +
      roomWindow(draw, scene, wx) +
      jarShelf(shelfX) +
      counter +
      oven(draw) +
      bowl +
      floor,
  );
}

function bedroom(draw: Draw, scene: Scene, hue: number): RoomStage {
  const wall = turnHue(pick(draw.random, ['#f6e7c8', '#dcecf7', '#f3d9e4', '#e2f0d9']), hue);
  const night = scene.time === 'night';
  const dimWall = night ? mix(wall, '#2a2f5a', 0.45) : wall;
  const floorY = ROOM_FLOOR_Y;
  const wx = pick(draw.random, [120, 620]);
  const window = roomWindow(draw, scene, wx);
  const bedX = wx < 500 ? 600 : 80;
  const blanket = turnHue(pick(draw.random, ['#8ecae6', '#f4a261', '#b5838d', '#90be6d']), hue);
  const bed =
    el('rect', { x: bedX, y: 560, width: 330, height: 150, rx: 20, fill: '#b07d57' }) +
    el('rect', { x: bedX + 10, y: 540, width: 90, height: 50, rx: 20, fill: '#fffaf0' }) +
    el('rect', { x: bedX + 90, y: 560, width: 240, height: 110, rx: 24, fill: blanket }) +
    el('rect', { x: bedX - 10, y: 470, width: 26, height: 250, rx: 10, fill: '#8b5e3c' });
  const lamp = group(
    { class: 'lamp' },
    el(
      'circle',
      { cx: bedX > 500 ? bedX - 60 : bedX + 390, cy: 470, r: 120, fill: `url(#${draw.id('glow')})` },
      moving(draw, () => motion.twinkle(0.7, 3)),
    ),
    el('rect', {
      x: (bedX > 500 ? bedX - 60 : bedX + 390) - 6,
      y: 480,
      width: 12,
      height: 150,
      fill: '#6b4f3a',
    }),
    el('path', {
      d: path`M${(bedX > 500 ? bedX - 60 : bedX + 390) - 50} ${490}L${(bedX > 500 ? bedX - 60 : bedX + 390) + 50} ${490}L${(bedX > 500 ? bedX - 60 : bedX + 390) + 30} ${430}L${(bedX > 500 ? bedX - 60 : bedX + 390) - 30} ${430}Z`,
      fill: '#ffd86b',
    }),
  );
  const frame = el('rect', {
    x: wx < 500 ? 480 : 300,
    y: 200,
    width: 110,
    height: 85,
    fill: turnHue('#90be6d', hue),
    stroke: '#8b5e3c',
    'stroke-width': 10,
  });
  const floor =
    el('rect', { x: 0, y: floorY, width: 1000, height: 300, fill: shade('#c99a6b', scene.time) }) +
    el('path', {
      d: path`M0 ${floorY + 90}H1000M0 ${floorY + 200}H1000`,
      stroke: darker('#c99a6b', 0.15),
      'stroke-width': 4,
    });
  // A shelf of books over the bed, and a few toy blocks on the floor: a child's room, not any room.
  const shelfX = bedX + 140;
  const books = Array.from({ length: 7 }, (_, index) => {
    const h = between(draw.random, 45, 70);
    return el('rect', {
      x: shelfX + 8 + index * 24,
      y: 400 - h,
      width: 20,
      height: h,
      rx: 3,
      fill: turnHue(pick(draw.random, ['#e4572e', '#2e86ab', '#f2a541', '#6a994e', '#8e5cc9']), hue),
    });
  }).join('');
  const shelf = group(
    { class: 'shelf' },
    el('rect', { x: shelfX, y: 400, width: 190, height: 12, rx: 4, fill: '#8b5e3c' }),
    books,
  );
  const blocksX = wx < 500 ? 140 : 720;
  const blocks = group(
    { class: 'toys' },
    ...[0, 1, 2].map((index) =>
      el('rect', {
        x: blocksX + index * 52,
        y: 820,
        width: 46,
        height: 46,
        rx: 6,
        fill: ['#e4572e', '#f5cf3a', '#2e86ab'][index],
      }),
    ),
    el('rect', { x: blocksX + 26, y: 774, width: 46, height: 46, rx: 6, fill: '#6a994e' }),
    el('path', {
      d: path`M${blocksX + 49} ${782}l6 14l15 1l-11 10l4 15l-14 -8l-14 8l4 -15l-11 -10l15 -1Z`,
      fill: '#fffaf0',
    }),
  );
  const rug = el('ellipse', {
    cx: 500,
    cy: 900,
    rx: 330,
    ry: 60,
    fill: turnHue('#e56b9f', hue),
    opacity: 0.75,
  });
  return room(
    draw,
    scene,
    el('rect', { width: 1000, height: 1000, fill: dimWall }) +
      window +
      frame +
      shelf +
      floor +
      rug +
      lamp +
      bed +
      blocks,
    { pillow: [bedX + 55, 565], footX: bedX + 330, blanket },
  );
}

// Stays long: a flat list of shapes drawn in turn; split, the parts would only be named after the shapes.
export function drawStage(draw: Draw, scene: Scene): Stage {
  const hue = between(draw.random, -10, 10);
  const time = scene.time;
  const water: [string, string] =
    scene.setting === 'underwater'
      ? ['#2a9fd6', '#0b3f6b']
      : [turnHue('#3ba7d9', hue), turnHue('#1f6fa8', hue)];
  if (scene.setting === 'home') {
    const room = homeStage(draw, scene, hue);
    return { ...room, defs: defs(draw, room.skyTop, room.skyBottom, water) };
  }
  const [skyTop, skyBottom] =
    scene.setting === 'space'
      ? ['#05051a', '#1b1240']
      : scene.weather.includes('rain') || scene.weather.includes('storm')
        ? [mix(SKIES[time][0], '#6b7280', 0.55), mix(SKIES[time][1], '#9ca3af', 0.55)]
        : SKIES[time];
  const horizon = Math.round(between(draw.random, 560, 640));
  const footY = Math.round(between(draw.random, 880, 925));
  let back = el('rect', { width: 1000, height: 1000, fill: `url(#${draw.id('sky')})` });
  let front = '';
  let waterArea: Stage['water'];
  const skyArea = { top: 90, bottom: horizon - 120 };
  const underwater = scene.setting === 'underwater';

  if (!underwater) {
    if (scene.stars) back += stars(draw, horizon - 60, scene.setting === 'space' ? 60 : 36);
    const bodyX = between(draw.random, 150, 850);
    const bodyY = between(draw.random, 130, Math.max(150, horizon - 300));
    const overcast = scene.weather.includes('rain') || scene.weather.includes('storm');
    if (scene.moon) back += moon(draw, bodyX, bodyY);
    else if (scene.sun && !overcast) back += sun(draw, bodyX, bodyY, time);
    if (scene.weather.includes('rainbow')) back += rainbow(500, horizon + 20);
    if (scene.setting !== 'space') {
      const grey = scene.weather.includes('rain') || scene.weather.includes('storm');
      const clouds = grey ? 4 : time === 'night' ? 1 : Math.floor(between(draw.random, 2, 4));
      for (let index = 0; index < clouds; index += 1) {
        back += cloud(
          draw,
          between(draw.random, 100, 900),
          between(draw.random, 90, horizon - 280),
          between(draw.random, 45, 75),
          grey ? '#d5d9e0' : time === 'night' ? '#6b7aa8' : '#ffffff',
        );
      }
    }
  }

  const autumn = scene.season === 'autumn';
  const groundKey = scene.setting === 'underwater' ? 'meadow' : scene.setting;
  const landTurns = autumn && ['meadow', 'forest', 'castle'].includes(groundKey);
  const [groundFar, groundNear] = (GROUNDS[groundKey] ?? GROUNDS.meadow).map((colour) =>
    shade(turnHue(landTurns ? autumnal(colour) : colour, hue), time),
  );
  /** The grass in front, gone gold in autumn. */
  const grassColour = (colour: string) => shade(landTurns ? autumnal(colour) : colour, time);

  switch (scene.setting) {
    case 'underwater': {
      back = el('rect', { width: 1000, height: 1000, fill: `url(#${draw.id('water')})` });
      back += group(
        { fill: '#ffffff', opacity: 0.12 },
        moving(draw, () => motion.twinkle(0.4, 5)),
        ...[150, 420, 700].map((x) =>
          el('path', { d: path`M${x} 0L${x + 90} 0L${x + 220} 900L${x + 60} 900Z` }),
        ),
      );
      back += hills(footY - 60, '#e9d29c', 20, draw);
      const weeds = Array.from({ length: 6 }, (_, index) => {
        const x = 60 + index * 170 + between(draw.random, -40, 40);
        const h = between(draw.random, 150, 300);
        return group(
          {},
          moving(draw, () => motion.sway(7, x, footY - 40, between(draw.motionRandom, 2.5, 4))),
          el('path', {
            d: path`M${x} ${footY - 40}q-30 ${-h / 3} 0 ${(-h * 2) / 3}t0 ${-h / 3}`,
            stroke: '#3f9e5a',
            'stroke-width': 14,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        );
      }).join('');
      const coral = [between(draw.random, 100, 300), between(draw.random, 650, 900)]
        .map((x) =>
          el('path', {
            d: path`M${x} ${footY - 40}l0 -80m0 40l-40 -50m40 30l40 -60m-40 -50l0 -20`,
            stroke: pick(draw.random, ['#ff7f7f', '#ff9f1c', '#f28dcf']),
            'stroke-width': 18,
            'stroke-linecap': 'round',
            fill: 'none',
          }),
        )
        .join('');
      const bubbles = Array.from({ length: 9 }, () =>
        el('circle', {
          cx: between(draw.random, 40, 960),
          cy: between(draw.random, 150, 850),
          r: between(draw.random, 6, 16),
          fill: 'none',
          stroke: '#e0f7ff',
          'stroke-width': 3,
        }),
      ).join('');
      back += weeds + coral;
      front += group(
        { class: 'bubbles', opacity: 0.8 },
        moving(draw, () => motion.fall(0, -160, 4)),
        bubbles,
      );
      waterArea = { top: 120, bottom: footY - 120 };
      break;
    }
    case 'space': {
      const px = between(draw.random, 150, 850);
      const py = between(draw.random, 180, 330);
      const planet = turnHue('#f4a261', hue * 8);
      back += group(
        { class: 'planet' },
        el('circle', { cx: px, cy: py, r: 80, fill: planet }),
        el('ellipse', {
          cx: px,
          cy: py,
          rx: 140,
          ry: 28,
          fill: 'none',
          stroke: lighter(planet, 0.4),
          'stroke-width': 10,
          transform: `rotate(-18 ${px} ${py})`,
        }),
      );
      back += group(
        {},
        moving(draw, () => motion.fall(-500, 250, 6)),
        moving(draw, () => motion.twinkle(0, 6)),
        el('path', {
          d: path`M${900} ${80}l-90 45`,
          stroke: '#ffffff',
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }),
      );
      back += hills(horizon + 80, groundFar, 40, draw);
      back += [200, 520, 800]
        .map((x) =>
          el('ellipse', {
            cx: x + between(draw.random, -60, 60),
            cy: horizon + between(draw.random, 150, 260),
            rx: 55,
            ry: 16,
            fill: darker(groundFar, 0.15),
          }),
        )
        .join('');
      skyArea.bottom = horizon;
      break;
    }
    case 'beach': {
      const seaBottom = horizon + between(draw.random, 110, 150);
      back += el('rect', {
        x: 0,
        y: horizon,
        width: 1000,
        height: seaBottom - horizon + 40,
        fill: `url(#${draw.id('water')})`,
      });
      back += group(
        { stroke: '#ffffff', 'stroke-width': 5, fill: 'none', opacity: 0.7, 'stroke-linecap': 'round' },
        moving(draw, () => motion.drift(40, 4)),
        ...[0.3, 0.65].map((f) =>
          el('path', {
            d: path`M40 ${horizon + (seaBottom - horizon) * f}q30 -12 60 0t60 0M420 ${horizon + (seaBottom - horizon) * f + 10}q30 -12 60 0t60 0M760 ${horizon + (seaBottom - horizon) * f - 6}q30 -12 60 0t60 0`,
          }),
        ),
      );
      back += hills(seaBottom, groundFar, 14, draw);
      back += el('path', {
        d: path`M0 ${seaBottom + 10}q125 -18 250 0t250 0t250 0t250 0`,
        stroke: '#ffffff',
        'stroke-width': 8,
        fill: 'none',
        opacity: 0.8,
      });
      if (chance(draw.random, 0.6)) {
        const x = pick(draw.random, [80, 920]);
        back += group(
          { class: 'palm' },
          el('path', {
            d: path`M${x} ${seaBottom + 120}Q${x + 30} ${seaBottom - 80} ${x + 10} ${seaBottom - 240}`,
            stroke: '#8b5e3c',
            'stroke-width': 22,
            fill: 'none',
          }),
          group(
            {},
            moving(draw, () => motion.sway(4, x + 10, seaBottom - 240, 3)),
            ...[-60, -20, 20, 60].map((dx) =>
              el('path', {
                d: path`M${x + 10} ${seaBottom - 240}q${dx} -50 ${dx * 2.2} 10`,
                stroke: '#3f9e5a',
                'stroke-width': 18,
                fill: 'none',
                'stroke-linecap': 'round',
              }),
            ),
          ),
        );
      }
      front += [between(draw.random, 80, 300), between(draw.random, 700, 950)]
        .map((x) => el('path', { d: path`M${x} ${footY + 40}q15 -30 30 0Z`, fill: '#f7c1a1' }))
        .join('');
      waterArea = { top: horizon + 20, bottom: seaBottom - 10 };
      break;
    }
    case 'forest': {
      back += hills(horizon - 40, shade(darker(groundNear, 0.25), time), 30, draw);
      const trees = Array.from({ length: 7 }, (_, index) => {
        const x = index * 160 + between(draw.random, -30, 60);
        const h = between(draw.random, 260, 380);
        const green = pick(draw.random, ['#3f8f4a', '#2f7a45', '#5aa356']);
        // Pines stay green in autumn; the other trees turn.
        return chance(draw.random, 0.5)
          ? pine(x, horizon + 20, h, shade(turnHue(green, hue), time))
          : roundTree(draw, x, horizon + 20, h, shade(turnHue(foliage(draw, green, autumn), hue), time));
      }).join('');
      back += trees + hills(horizon + 20, groundNear, 16, draw);
      back += Array.from({ length: 3 }, () => {
        const x = between(draw.random, 60, 940);
        const y = between(draw.random, horizon + 120, footY);
        return (
          el('rect', { x: x - 6, y: y - 24, width: 12, height: 24, fill: '#f4ead5' }) +
          el('path', { d: path`M${x - 24} ${y - 20}Q${x} ${y - 55} ${x + 24} ${y - 20}Z`, fill: '#e4572e' })
        );
      }).join('');
      if (time === 'night') {
        back += group(
          { fill: '#fff3a0' },
          moving(draw, () => motion.twinkle(0.1, 1.7)),
          ...Array.from({ length: 8 }, () =>
            el('circle', {
              cx: between(draw.random, 40, 960),
              cy: between(draw.random, horizon - 200, horizon + 200),
              r: 5,
            }),
          ),
        );
      }
      if (autumn) back += fallenLeaves(draw, horizon + 60, 14);
      front += grass(draw, 985, grassColour('#4f9a4a'));
      break;
    }
    case 'city': {
      const buildings = Array.from({ length: 7 }, (_, index) => {
        const w = between(draw.random, 110, 160);
        const x = index * 150 - 20 + between(draw.random, -10, 10);
        const h = between(draw.random, 180, 380);
        const colour = shade(
          turnHue(pick(draw.random, ['#e9c46a', '#f4a261', '#8ecae6', '#cdb4db', '#b7b7a4', '#e76f51']), hue),
          time,
        );
        let windows = '';
        for (let row = horizon - h + 30; row < horizon - 50; row += 60) {
          for (let col = x + 20; col < x + w - 35; col += 45) {
            windows += el('rect', { x: col, y: row, width: 24, height: 30, rx: 3 });
          }
        }
        return (
          el('rect', { x, y: horizon - h, width: w, height: h + 40, fill: colour }) +
          group(
            { fill: time === 'night' ? '#ffe08a' : '#dff4ff' },
            moving(draw, () =>
              time === 'night' ? motion.twinkle(0.6, between(draw.motionRandom, 3, 6)) : '',
            ),
            windows,
          )
        );
      }).join('');
      back +=
        buildings +
        el('rect', { x: 0, y: horizon + 20, width: 1000, height: 1000, fill: groundFar }) +
        el('rect', { x: 0, y: horizon + 20, width: 1000, height: 40, fill: lighter(groundFar, 0.3) });
      back += el('path', {
        d: path`M0 ${horizon + 170}H1000`,
        stroke: '#f5f5f5',
        'stroke-width': 8,
        'stroke-dasharray': '60 40',
      });
      back += [between(draw.random, 60, 200), between(draw.random, 800, 940)]
        .map(
          (x) =>
            el('rect', { x: x - 6, y: horizon - 190, width: 12, height: 210, fill: '#4a4e69' }) +
            el('circle', { cx: x, cy: horizon - 195, r: 22, fill: time === 'night' ? '#ffe08a' : '#f1f1f1' }),
        )
        .join('');
      break;
    }
    case 'snow': {
      back +=
        hills(horizon - 20, shade('#e3edf9', time), 70, draw) + hills(horizon + 40, groundFar, 30, draw);
      back += Array.from({ length: 4 }, (_, index) =>
        pine(
          index * 260 + between(draw.random, 40, 160),
          horizon + 60,
          between(draw.random, 200, 300),
          shade('#2f6b4f', time),
          true,
        ),
      ).join('');
      // Not when the page is about a snowman of the child's own: that one stands in front (made-things.ts).
      if (chance(draw.random, 0.5) && !scene.things.includes('snowman')) {
        const x = pick(draw.random, [140, 860]);
        const y = footY - 20;
        back += group(
          { class: 'snowman' },
          el('circle', { cx: x, cy: y - 60, r: 65, fill: '#ffffff' }),
          el('circle', { cx: x, cy: y - 165, r: 45, fill: '#ffffff' }),
          el('circle', { cx: x - 14, cy: y - 175, r: 5, fill: '#2a2323' }),
          el('circle', { cx: x + 14, cy: y - 175, r: 5, fill: '#2a2323' }),
          el('path', { d: path`M${x} ${y - 165}l30 8l-30 6Z`, fill: '#f28c28' }),
          el('rect', { x: x - 40, y: y - 230, width: 80, height: 14, fill: '#3a3a48' }),
          el('rect', { x: x - 26, y: y - 280, width: 52, height: 55, fill: '#3a3a48' }),
        );
      }
      break;
    }
    case 'castle': {
      back += scene.aloft
        ? cloudBank(draw, horizon - 10, shade('#e6f1fc', time))
        : hills(horizon, groundFar, 40, draw);
      const cx = between(draw.random, 300, 700);
      const base = horizon + 10;
      const stone = shade('#c9c2d6', time);
      const roof = turnHue('#8e5cc9', hue * 4);
      const tower = (x: number, w: number, h: number) =>
        el('rect', { x: x - w / 2, y: base - h, width: w, height: h, fill: stone }) +
        el('path', {
          d: path`M${x - w / 2 - 10} ${base - h}L${x} ${base - h - w * 1.1}L${x + w / 2 + 10} ${base - h}Z`,
          fill: roof,
        }) +
        group(
          {},
          moving(draw, () => motion.sway(6, x, base - h - w * 1.1, 1.4)),
          el('path', {
            d: path`M${x} ${base - h - w * 1.1}v-40l40 12l-40 12`,
            fill: '#e4572e',
            stroke: '#6b4f3a',
            'stroke-width': 3,
          }),
        ) +
        el('rect', {
          x: x - 10,
          y: base - h + 40,
          width: 20,
          height: 34,
          rx: 10,
          fill: time === 'night' ? '#ffe08a' : '#5a4e7a',
        });
      const wall =
        el('rect', { x: cx - 170, y: base - 170, width: 340, height: 170, fill: stone }) +
        Array.from({ length: 7 }, (_, index) =>
          el('rect', { x: cx - 170 + index * 52, y: base - 195, width: 30, height: 26, fill: stone }),
        ).join('') +
        el('path', {
          d: path`M${cx - 45} ${base}V${base - 80}A45 45 0 0 1 ${cx + 45} ${base - 80}V${base}Z`,
          fill: '#6b4f3a',
        });
      back += group(
        { class: 'castle' },
        tower(cx - 190, 90, 280),
        tower(cx + 190, 90, 280),
        tower(cx, 110, 340),
        wall,
      );
      if (scene.aloft) {
        // In the clouds: more cloud in front of the walls, to stand on, and no path or grass.
        back += cloudBank(draw, horizon + 120, shade('#ffffff', time));
        front += cloudBank(draw, 990, shade('#ffffff', time), 0.9);
        break;
      }
      back += el('path', {
        d: path`M${cx - 45} ${base}Q${cx} ${footY} ${cx - 120} ${1000}L${cx + 160} ${1000}Q${cx + 40} ${footY} ${cx + 45} ${base}Z`,
        fill: shade('#e8d5a9', time),
      });
      front += grass(draw, 985, grassColour('#5aa356'));
      break;
    }
    case 'sky': {
      // High above the world: the land far below, and a bank of cloud to stand on.
      back += hills(horizon - 40, shade('#b7d7a8', time), 15, draw);
      back += cloudBank(draw, horizon + 30, shade('#e6f1fc', time));
      back += cloudBank(draw, horizon + 150, shade('#ffffff', time));
      front += cloudBank(draw, 990, shade('#ffffff', time), 0.9);
      break;
    }
    default: {
      if (chance(draw.random, 0.35)) {
        back += el('path', {
          d: path`M0 ${horizon}L${180} ${horizon - 220}L${330} ${horizon - 60}L${520} ${horizon - 280}L${720} ${horizon - 40}L${860} ${horizon - 200}L1000 ${horizon - 80}L1000 ${horizon}Z`,
          fill: shade('#a5b4cf', time),
        });
      }
      back += hills(horizon, groundFar, 45, draw);
      if (chance(draw.random, 0.6))
        back += roundTree(
          draw,
          pick(draw.random, [120, 880]),
          horizon + 60,
          between(draw.random, 260, 340),
          shade(turnHue(foliage(draw, '#4f9a4a', autumn), hue), time),
        );
      back += hills(horizon + 110, groundNear, 25, draw);
      back += autumn
        ? fallenLeaves(draw, horizon + 150, 18)
        : Array.from({ length: 10 }, () =>
            flower(
              between(draw.random, 20, 980),
              between(draw.random, horizon + 150, 990),
              turnHue(pick(draw.random, ['#ff6b6b', '#ffd93d', '#ffffff', '#c77dff', '#ff9f1c']), hue),
              between(draw.random, 7, 12),
            ),
          ).join('');
      front += grass(draw, 985, grassColour('#5aa356'));
    }
  }

  if (scene.weather.includes('rain') || scene.weather.includes('storm'))
    front += rain(draw, scene.weather.includes('storm'));
  if (scene.weather.includes('snowfall')) front += snowfall(draw);
  if (scene.weather.includes('wind')) front += wind(draw);
  if (autumn && scene.setting !== 'underwater' && scene.setting !== 'space') front += fallingLeaves(draw);

  return {
    defs: defs(draw, skyTop, skyBottom, water),
    back,
    front,
    horizon,
    footY,
    water: waterArea,
    sky: skyArea,
    indoor: false,
  };
}
