/**
 * The rooms a child visits (`Scene.room`): the doctor's, with its couch and height chart; the dentist's, with
 * its chair and lamp; the hairdresser's, with its lit mirror and spinning chair; a classroom, with its
 * chalkboard, paintings and little tables. Each is the back of an
 * indoor stage (stage.ts draws its window and frames it as a room); the people stand in front.
 */
import { darker, mix, turnHue } from './colour';
import type { Draw } from './context';
import { pick } from './random';
import type { Scene } from './scene';
import { el, group, path } from './svg';

/** Where a room's floor begins: as stage.ts's rooms. */
const FLOOR_Y = 700;

function wallAndFloor(scene: Scene, wall: string, floor: string, hue: number): string {
  const night = scene.time === 'night';
  return (
    el('rect', {
      width: 1000,
      height: 1000,
      fill: night ? mix(turnHue(wall, hue), '#2a2f5a', 0.45) : turnHue(wall, hue),
    }) +
    el('rect', { x: 0, y: FLOOR_Y, width: 1000, height: 300, fill: floor }) +
    el('path', {
      d: path`M0 ${FLOOR_Y + 100}H1000M0 ${FLOOR_Y + 210}H1000`,
      stroke: darker(floor, 0.1),
      'stroke-width': 4,
    })
  );
}

/** A height chart on the wall: coloured bands, a tick every band, a star on top. */
function heightChart(x: number): string {
  const bands = ['#e4572e', '#f2a541', '#f5cf3a', '#6a994e', '#2e86ab', '#8e5cc9'];
  return group(
    { class: 'height-chart' },
    ...bands.map((fill, index) => el('rect', { x, y: 240 + index * 70, width: 60, height: 70, fill })),
    el('path', {
      d: bands.map((_, index) => `M${x} ${240 + index * 70}h22`).join(''),
      stroke: '#fffaf0',
      'stroke-width': 5,
    }),
    el('path', {
      d: path`M${x + 30} ${200}l9 18l20 2l-15 13l5 20l-19 -11l-19 11l5 -20l-15 -13l20 -2Z`,
      fill: '#f5cf3a',
    }),
  );
}

/** A poster with a big heart: the doctor's room is a kind one. */
function heartPoster(x: number): string {
  return group(
    { class: 'poster' },
    el('rect', {
      x,
      y: 220,
      width: 150,
      height: 190,
      rx: 8,
      fill: '#fffaf0',
      stroke: '#c9c2b5',
      'stroke-width': 5,
    }),
    el('path', {
      d: path`M${x + 75} ${360}C${x + 10} ${310} ${x + 20} ${250} ${x + 75} ${285}C${x + 130} ${250} ${x + 140} ${310} ${x + 75} ${360}Z`,
      fill: '#e4572e',
    }),
  );
}

/** A poster of a smiling tooth. */
function toothPoster(x: number): string {
  return group(
    { class: 'poster' },
    el('rect', {
      x,
      y: 220,
      width: 150,
      height: 190,
      rx: 8,
      fill: '#dff4ff',
      stroke: '#c9c2b5',
      'stroke-width': 5,
    }),
    el('path', {
      d: path`M${x + 40} ${260}Q${x + 75} ${245} ${x + 110} ${260}Q${x + 125} ${300} ${x + 105} ${340}L${x + 95} ${380}Q${x + 85} ${390} ${x + 80} ${350}Q${x + 75} ${335} ${x + 70} ${350}Q${x + 65} ${390} ${x + 55} ${380}L${x + 45} ${340}Q${x + 25} ${300} ${x + 40} ${260}Z`,
      fill: '#ffffff',
      stroke: '#9bb7c9',
      'stroke-width': 4,
    }),
    el('path', {
      d: path`M${x + 58} ${300}q17 14 34 0`,
      stroke: '#3a3a48',
      'stroke-width': 4,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
}

/** The doctor's couch: a padded bench on metal legs, a paper sheet along it. */
function couch(x: number): string {
  return group(
    { class: 'couch' },
    el('rect', { x: x + 20, y: 600, width: 14, height: 120, fill: '#9aa1ab' }),
    el('rect', { x: x + 296, y: 600, width: 14, height: 120, fill: '#9aa1ab' }),
    el('rect', { x, y: 560, width: 330, height: 50, rx: 14, fill: '#7fb7d9' }),
    el('path', { d: path`M${x} ${560}q-10 -40 40 -50h60v50Z`, fill: '#7fb7d9' }),
    el('rect', { x: x + 60, y: 552, width: 250, height: 14, rx: 4, fill: '#fffaf0' }),
  );
}

/** The dentist's chair, tipped back, a round lamp on its arm above it and a tray beside. */
function dentistChair(x: number): string {
  return group(
    { class: 'dentist-chair' },
    el('rect', { x: x + 120, y: 620, width: 30, height: 100, fill: '#9aa1ab' }),
    el('ellipse', { cx: x + 135, cy: 722, rx: 70, ry: 12, fill: '#9aa1ab' }),
    el('path', { d: path`M${x} ${520}l60 70h200q20 0 20 20v20h-240l-70 -90Z`, fill: '#3fb5a3' }),
    el('path', {
      d: path`M${x + 135} ${620}V${330}h160v40`,
      stroke: '#c7ccd3',
      'stroke-width': 12,
      fill: 'none',
    }),
    el('ellipse', {
      cx: x + 295,
      cy: 390,
      rx: 45,
      ry: 24,
      fill: '#fff6c9',
      stroke: '#c7ccd3',
      'stroke-width': 8,
    }),
    el('rect', { x: x - 90, y: 560, width: 70, height: 12, rx: 4, fill: '#c7ccd3' }),
    el('rect', { x: x - 60, y: 572, width: 8, height: 148, fill: '#c7ccd3' }),
  );
}

/** The doctor's or the dentist's room: a window, a poster, the couch or the chair. */
export function surgery(
  draw: Draw,
  scene: Scene,
  hue: number,
  window: (x: number) => string,
  dentist: boolean,
): string {
  const wx = pick(draw.random, [90, 650]);
  const left = wx > 500;
  const furniture = left ? 90 : 560;
  return (
    wallAndFloor(scene, dentist ? '#e6f4f7' : '#e3f4ea', '#dfe3e8', hue) +
    window(wx) +
    (dentist ? toothPoster(left ? 420 : 420) : heartPoster(left ? 430 : 410)) +
    (dentist ? '' : heightChart(left ? 340 : 600)) +
    (dentist ? dentistChair(furniture + 70) : couch(furniture))
  );
}

/** A hairdresser's mirror on the wall, a row of round bulbs along its top. */
function salonMirror(x: number): string {
  return group(
    { class: 'mirror' },
    el('rect', { x: x - 12, y: 208, width: 284, height: 284, rx: 20, fill: '#d9c7a7' }),
    el('rect', { x, y: 220, width: 260, height: 260, rx: 14, fill: '#dcecf5' }),
    el('path', {
      d: path`M${x + 40} ${440}l90 -180M${x + 90} ${450}l60 -120`,
      stroke: '#ffffff',
      'stroke-width': 10,
      opacity: 0.7,
    }),
    ...[0, 1, 2, 3, 4].map((index) =>
      el('circle', { cx: x + 30 + index * 50, cy: 200, r: 14, fill: '#fff2b3' }),
    ),
  );
}

/** The spinning chair: a padded seat and back on one pump, its round foot on the floor. */
function salonChair(x: number): string {
  return group(
    { class: 'salon-chair' },
    el('ellipse', { cx: x + 80, cy: 722, rx: 80, ry: 14, fill: '#9aa1ab' }),
    el('rect', { x: x + 68, y: 620, width: 24, height: 100, fill: '#c7ccd3' }),
    el('rect', { x: x - 10, y: 590, width: 180, height: 40, rx: 16, fill: '#b23a48' }),
    el('rect', { x: x + 10, y: 470, width: 140, height: 130, rx: 24, fill: '#c94b5a' }),
    el('rect', { x: x - 20, y: 560, width: 30, height: 16, rx: 6, fill: '#9aa1ab' }),
    el('rect', { x: x + 150, y: 560, width: 30, height: 16, rx: 6, fill: '#9aa1ab' }),
  );
}

/** The hairdresser's: a window, the lit mirror, the spinning chair before it, a chequered floor. */
export function salon(draw: Draw, scene: Scene, hue: number, window: (x: number) => string): string {
  const wx = pick(draw.random, [60, 680]);
  const mirrorX = wx < 500 ? 520 : 160;
  const tiles = Array.from({ length: 20 }, (_, index) =>
    (index + Math.floor(index / 10)) % 2 === 0
      ? el('rect', {
          x: (index % 10) * 100,
          y: FLOOR_Y + Math.floor(index / 10) * 150,
          width: 100,
          height: 150,
          fill: '#3a3a48',
        })
      : '',
  ).join('');
  return (
    wallAndFloor(scene, '#f6e3ea', '#f4f1ea', hue) +
    tiles +
    window(wx) +
    salonMirror(mirrorX) +
    salonChair(mirrorX + 50)
  );
}

/** A green chalkboard with chalk drawings: a sun, a house and a wavy line. */
function chalkboard(x: number): string {
  return group(
    { class: 'chalkboard' },
    el('rect', { x: x - 14, y: 186, width: 448, height: 258, rx: 10, fill: '#a0714f' }),
    el('rect', { x, y: 200, width: 420, height: 230, rx: 6, fill: '#2f5d50' }),
    group(
      { stroke: '#f4f1ea', 'stroke-width': 5, fill: 'none', 'stroke-linecap': 'round' },
      el('circle', { cx: x + 80, cy: 270, r: 28 }),
      el('path', {
        d: path`M${x + 80} ${225}v-12M${x + 80} ${315}v12M${x + 35} ${270}h-12M${x + 125} ${270}h12`,
      }),
      el('path', { d: path`M${x + 200} ${380}v-70l50 -40l50 40v70ZM${x + 235} ${380}v-35h30v35` }),
      el('path', { d: path`M${x + 330} ${300}q15 -25 30 0t30 0` }),
    ),
    el('rect', { x: x + 20, y: 430, width: 380, height: 10, fill: '#8b5e3c' }),
  );
}

/** Children's paintings pinned along the wall: a rainbow, a sun, a flower. */
function paintings(x: number, hue: number): string {
  const frame = (px: number, inner: string) =>
    group(
      {},
      el('rect', {
        x: px,
        y: 470,
        width: 110,
        height: 90,
        fill: '#fffaf0',
        stroke: '#d9d4cc',
        'stroke-width': 3,
      }),
      inner,
    );
  return group(
    { class: 'paintings' },
    frame(
      x,
      ['#e4572e', '#f5cf3a', '#2e86ab']
        .map((stroke, index) =>
          el('path', {
            d: path`M${x + 15 + index * 10} ${545}a${40 - index * 10} ${40 - index * 10} 0 0 1 ${80 - index * 20} 0`,
            stroke: turnHue(stroke, hue),
            'stroke-width': 8,
            fill: 'none',
          }),
        )
        .join(''),
    ),
    frame(x + 130, el('circle', { cx: x + 185, cy: 515, r: 24, fill: '#f5cf3a' })),
    frame(
      x + 260,
      el('path', { d: path`M${x + 315} ${550}v-30`, stroke: '#6a994e', 'stroke-width': 6 }) +
        el('circle', { cx: x + 315, cy: 512, r: 16, fill: turnHue('#e56b9f', hue) }),
    ),
  );
}

/** A low table with two little chairs, at `x`. */
function littleTable(x: number, colour: string): string {
  return group(
    { class: 'table' },
    el('rect', { x: x - 60, y: 690, width: 50, height: 12, fill: darker(colour, 0.2) }),
    el('rect', { x: x - 56, y: 702, width: 8, height: 50, fill: darker(colour, 0.3) }),
    el('rect', { x: x + 170, y: 690, width: 50, height: 12, fill: darker(colour, 0.2) }),
    el('rect', { x: x + 208, y: 702, width: 8, height: 50, fill: darker(colour, 0.3) }),
    el('rect', { x, y: 660, width: 160, height: 16, rx: 4, fill: colour }),
    el('rect', { x: x + 10, y: 676, width: 10, height: 70, fill: darker(colour, 0.25) }),
    el('rect', { x: x + 140, y: 676, width: 10, height: 70, fill: darker(colour, 0.25) }),
  );
}

/** A classroom: the chalkboard, the window, the paintings and two little tables. */
export function classroom(draw: Draw, scene: Scene, hue: number, window: (x: number) => string): string {
  const wx = pick(draw.random, [40, 700]);
  const boardX = wx < 500 ? 420 : 120;
  return (
    wallAndFloor(scene, '#fbeccb', '#c99a6b', hue) +
    window(wx) +
    chalkboard(boardX) +
    paintings(boardX + 50, hue) +
    littleTable(120, turnHue('#f2a541', hue)) +
    littleTable(680, turnHue('#6ec3f4', hue))
  );
}
