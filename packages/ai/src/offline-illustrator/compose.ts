/**
 * One page's picture, put together: the stage for the place and time, the child from the character sheet,
 * the people, animals and things the page mentions, then weather and grass in front. Everything random comes
 * from the book's seed and the page's text, so a page always gets the same picture, and pages differ.
 */
import { DEFAULT_ART_STYLE, type ArtStyle } from '../art-styles';
import { applyArtStyle } from './art-style';
import { ANIMAL_SIZE, HABITAT, drawAnimal } from './animals';
import type { Draw } from './context';
import { CANVAS, moving } from './context';
import type { Figure, Headwear, Pose } from './people';
import { TRADE_WEAR, drawPerson, drawSleeper, lookOf, readCharacterSheet } from './people';
import { between, hashText, pick, randomFrom } from './random';
import { FOOD_WIDTH, FOODS, drawFood, type Food } from './food';
import { MADE_THINGS, describeScene, isTrade, readScene } from './scene';
import type { AnimalMention, Scene } from './scene';
import { escapeXml } from '../svg-text';
import { drawStage } from './stage';
import { el, group, motion, round } from './svg';
import {
  HELD,
  ON_GROUND,
  drawBoat,
  drawHeld,
  drawHotAirBalloon,
  drawOnGround,
  drawRocket,
  drawTrain,
} from './things';
import { MADE_WIDTH, drawMade, type MadeThing } from './made-things';

/** The drawing's own units: everything is laid out on a 1000 x 1000 canvas. */

export interface PictureRequest {
  prompt: string;
  characterSheet: string;
  seed: number;
  width?: number;
  height?: number;
  /** The book's art style (default: the illustrator's own picture-book look). */
  artStyle?: ArtStyle;
}

export interface Picture {
  svg: string;
  scene: Scene;
}

/** Free stretches of ground, so nobody stands in anybody else. */
class Ground {
  private readonly taken: Array<[number, number]> = [];

  take(x: number, width: number): void {
    this.taken.push([x - width / 2, x + width / 2]);
  }

  /** The nearest free place to `near` for something `width` wide, trying right then left. */
  place(near: number, width: number, side: number): number {
    for (let distance = 0; distance < CANVAS; distance += 30) {
      for (const direction of [side, -side]) {
        const x = near + direction * distance;
        if (x - width / 2 < 30 || x + width / 2 > CANVAS - 30) continue;
        if (this.taken.every(([from, to]) => x + width / 2 <= from || x - width / 2 >= to)) {
          this.take(x, width);
          return x;
        }
      }
    }
    return near;
  }
}

/** The viewBox of the canvas for a wanted size: a centred slice, keeping the ground when cut short. */
function viewBox(width: number, height: number): string {
  if (width >= height) {
    const h = (CANVAS * height) / width;
    return `0 ${round((CANVAS - h) * 0.65)} ${CANVAS} ${round(h)}`;
  }
  const w = (CANVAS * width) / height;
  return `${round((CANVAS - w) / 2)} 0 ${round(w)} ${CANVAS}`;
}

/** A tall tree with an animal sitting on a branch near the top. */
/** Where up a tree the animals stuck there sit: the end of its branch first, then in its leaves. */
const PERCHES: ReadonlyArray<[number, number]> = [
  [95, 170],
  [-75, 175],
  [10, 70],
];

function drawTreeWithAnimal(draw: Draw, animal: AnimalMention, x: number, footY: number): string {
  const top = footY - 520;
  return group(
    { class: 'tree tree-with-animal' },
    el('rect', { x: x - 22, y: top + 120, width: 44, height: footY - top - 110, rx: 10, fill: '#7a5234' }),
    el('path', {
      d: `M${x} ${top + 250} L${x + 95} ${top + 170}`,
      stroke: '#7a5234',
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }),
    el('circle', { cx: x - 70, cy: top + 140, r: 95, fill: '#4f9a4a' }),
    el('circle', { cx: x + 60, cy: top + 110, r: 105, fill: '#5aa854' }),
    el('circle', { cx: x, cy: top + 40, r: 100, fill: '#63b25c' }),
    PERCHES.slice(0, animal.count ?? 1)
      .map(([dx, dy]) => drawAnimal(draw, animal.kind, animal.colour, x + dx, top + dy, 0.7))
      .join(''),
  );
}

// Stays long: a flat list of placements, each drawing from the seeded random in turn; their order is the picture.
export function drawPicture(request: PictureRequest, animate: boolean): Picture {
  const sheet = readCharacterSheet(request.characterSheet);
  const scene = readScene(request.prompt, sheet.companions, sheet.named, sheet.name ? [sheet.name] : []);
  const pageHash = hashText(`${request.seed}|${request.prompt}`);
  const draw: Draw = {
    random: randomFrom(pageHash),
    motionRandom: randomFrom(pageHash ^ 0x9e3779b9),
    animate,
    id: (name) => `sb${pageHash.toString(36)}-${name}`,
  };
  const stage = drawStage(draw, scene);
  const ground = new Ground();
  const underwater = scene.setting === 'underwater';

  // The child: somewhere off the middle, standing (or floating, under the sea) in front; asleep, in bed, the
  // others beside it.
  const bed = scene.pose === 'asleep' ? stage.bed : undefined;
  const standingX = round(pick(draw.random, [330, 420, 580, 670]) + between(draw.random, -30, 30));
  const childX = bed ? round((bed.pillow[0] + bed.footX) / 2) : standingX;
  const side = childX < CANVAS / 2 ? 1 : -1;
  const childY = underwater ? stage.footY - 90 : stage.footY;
  ground.take(childX, sheet.child.height * 0.45);

  const held = scene.things.filter((thing) => HELD.has(thing));
  const raised = held.some(
    (thing) => thing === 'balloon' || thing === 'kite' || thing === 'umbrella' || thing === 'lantern',
  );
  const pose: Pose = raised
    ? 'wave'
    : held.length > 0
      ? 'hold'
      : scene.pose === 'asleep'
        ? 'rest'
        : (scene.pose ?? pick(draw.random, ['rest', 'wave', 'cheer', 'rest'] as const));
  const wear: Headwear =
    scene.setting === 'space' || underwater
      ? 'helmet'
      : scene.things.includes('crown')
        ? 'crown'
        : scene.setting === 'snow'
          ? 'winter'
          : undefined;
  const standing = drawPerson(draw, sheet.child, childX, childY, pose, wear, scene.setting === 'snow');
  // Asleep, in a bedroom: tucked up in bed, holding nothing.
  const child: Figure = bed ? { ...standing, svg: drawSleeper(draw, sheet.child, bed) } : standing;

  let behind = '';
  let middle = '';
  let inFront = '';
  let above = '';

  // People beside the child, a step behind.
  for (const role of scene.people) {
    const look = lookOf(
      role,
      sheet.child,
      sheet.named.find((person) => person.role === role)?.name ?? role,
      scene.sexes[role],
    );
    const x = ground.place(childX + side * 230, look.height * 0.4, side);
    // Each in the page's hat (a space helmet, a winter hat) or their work's; the crown is the child's alone.
    const own = isTrade(role) ? TRADE_WEAR[role] : undefined;
    behind += drawPerson(
      draw,
      look,
      x,
      childY - 25,
      pick(draw.random, ['rest', 'wave'] as const),
      wear === 'helmet' ? wear : (own ?? (wear === 'crown' ? undefined : wear)),
      scene.setting === 'snow',
    ).svg;
  }

  // A pond for fish, ducks and boats when the place has no water of its own.
  let water = stage.water;
  const needsWater =
    scene.animals.some((animal) => HABITAT[animal.kind] === 'water') || scene.things.includes('boat');
  if (needsWater && !water && !stage.indoor) {
    const px = ground.place(childX + side * 330, 330, side);
    const py = stage.horizon + (stage.footY - stage.horizon) * 0.45;
    behind =
      el('ellipse', { class: 'pond', cx: px, cy: py, rx: 190, ry: 55, fill: `url(#${draw.id('water')})` }) +
      behind;
    water = { top: py - 30, bottom: py + 30 };
  }

  // An animal stuck up high: a tall tree on the far side, the animal in its branches.
  const stuck = scene.animals.find((animal) => animal.kind === scene.stuck);
  if (stuck && !stage.indoor && !underwater) {
    const tx = ground.place(childX + side * 300, 200, side);
    behind += drawTreeWithAnimal(draw, stuck, tx, stage.footY);
  }
  // A listed character that is more than one ('three little kittens') is drawn that many times.
  const drawnAnimals = scene.animals.flatMap((animal) =>
    animal === stuck && !stage.indoor && !underwater
      ? []
      : Array.from({ length: animal.count ?? 1 }, () => animal),
  );
  for (const animal of drawnAnimals) {
    const habitat = HABITAT[animal.kind];
    const size = ANIMAL_SIZE[animal.kind];
    if (habitat === 'air') {
      above += drawAnimal(
        draw,
        animal.kind,
        animal.colour,
        between(draw.random, 120, 880),
        between(draw.random, stage.sky.top + 40, stage.sky.bottom),
      );
    } else if (habitat === 'water' && water) {
      // Clear of the child: in the open water on either side.
      const away = between(draw.random, 220, 380) * (draw.random() < 0.5 ? -1 : 1);
      const wx = Math.min(880, Math.max(120, childX + away));
      const wy = between(draw.random, water.top, water.bottom);
      behind += drawAnimal(
        draw,
        animal.kind,
        animal.colour,
        wx,
        wy,
        // A big swimmer (a whale, a mermaid) in a garden's pond is drawn smaller.
        size > 200 && !stage.water ? 0.45 : 1,
      );
    } else if (habitat === 'water') {
      middle += drawAnimal(
        draw,
        animal.kind,
        animal.colour,
        ground.place(childX + side * 200, 100, side),
        stage.footY - 40,
        0.8,
      );
    } else {
      const big = size > 260;
      const x = ground.place(childX + side * (big ? 300 : 190), size * (big ? 0.8 : 0.65), side);
      const y = big ? stage.footY - 50 : stage.footY + between(draw.random, -10, 25);
      const svg = drawAnimal(draw, animal.kind, animal.colour, x, underwater ? y - 60 : y);
      if (big) behind += svg;
      else middle += svg;
    }
  }

  (bed ? [] : held).forEach((thing, index) => {
    const hand = index === 0 ? child.hands.right : child.hands.left;
    inFront += drawHeld(draw, thing, hand, child.top, scene.thingColours[thing]);
  });
  for (const thing of scene.things) {
    if (HELD.has(thing) || thing === 'crown') continue;
    if (thing === 'rocket' && scene.setting === 'space') {
      above += drawRocket(draw, between(draw.random, 150, 850), between(draw.random, 330, 430), 0.7);
    } else if (MADE_THINGS.has(thing) && !stage.indoor && !underwater) {
      const made = thing as MadeThing;
      // Whole in the picture: it is what the page is about.
      const margin = MADE_WIDTH[made] / 2 + 30;
      const placed = ground.place(childX - side * 210, MADE_WIDTH[made], -side);
      middle += drawMade(
        draw,
        made,
        Math.min(CANVAS - margin, Math.max(margin, placed)),
        stage.footY + between(draw.random, 0, 20),
        scene.unfinished,
        scene.magic,
      );
    } else if (FOODS.has(thing)) {
      // Whole in the picture, table and all; behind the animals, which it would otherwise hide, and in front
      // of the people standing behind it.
      const margin = FOOD_WIDTH / 2 + 10;
      const placed = ground.place(childX - side * 230, FOOD_WIDTH, -side);
      behind += drawFood(
        draw,
        thing as Food,
        Math.min(CANVAS - margin, Math.max(margin, placed)),
        stage.footY + between(draw.random, 0, 20),
        { indoor: stage.indoor, progress: scene.unfinished },
      );
    } else if (ON_GROUND.has(thing)) {
      const width = thing === 'bus' ? 310 : thing === 'bicycle' ? 220 : thing === 'rocket' ? 160 : 150;
      middle += drawOnGround(
        draw,
        thing,
        ground.place(childX - side * 200, width, -side),
        stage.footY + between(draw.random, 0, 30),
      );
    } else if (thing === 'boat' && water) {
      // On the far side of the picture from the child, so the sail never hides anyone.
      behind += drawBoat(
        draw,
        childX - side * between(draw.random, 180, 300),
        water === stage.water ? between(draw.random, water.top + 30, water.bottom) : water.top + 40,
      );
    } else if (thing === 'hot-air balloon' && !stage.indoor && !underwater) {
      // Up in the sky, on the far side from the child.
      behind += drawHotAirBalloon(
        draw,
        Math.min(840, Math.max(160, childX - side * between(draw.random, 220, 330))),
        between(draw.random, stage.sky.top + 60, Math.max(stage.sky.top + 60, stage.sky.bottom - 120)),
      );
    } else if (thing === 'train' && !stage.indoor && !underwater) {
      behind += drawTrain(draw, between(draw.random, 600, 900), stage.horizon + 30);
    }
  }

  const description = describeScene(scene);
  const width = Math.round(request.width ?? 1024);
  const height = Math.round(request.height ?? 1024);
  const svg = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: viewBox(width, height),
      preserveAspectRatio: 'xMidYMid slice',
      role: 'img',
      'aria-label': description,
      class: `offline-picture setting-${scene.setting} time-${scene.time}`,
    },
    el('title', {}, escapeXml(description)),
    stage.defs,
    group({ class: 'stage' }, stage.back),
    behind,
    middle,
    // The sheet's values on the hero's group: every page of a book carries the same ones.
    group(
      {
        class: 'child',
        'data-hair': sheet.child.hair,
        'data-hair-style': sheet.child.hairStyle,
        'data-skin': sheet.child.skin,
        'data-shirt': sheet.child.shirt,
      },
      underwater ? moving(draw, () => motion.bob(20, 3.5)) : '',
      child.svg,
    ),
    inFront,
    above,
    group({ class: 'front' }, stage.front),
  );
  return { svg: applyArtStyle(svg, request.artStyle ?? DEFAULT_ART_STYLE, request.seed), scene };
}
