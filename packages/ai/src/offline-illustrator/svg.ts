/**
 * A tiny SVG writer: elements as strings, attribute values escaped, numbers rounded to a tenth (the pictures
 * are drawn on a 1000-unit canvas, so a tenth is invisible and keeps the files small), and the SMIL
 * animations the animated variant adds. Every animation is a child of the element it moves; elements that
 * already have a `transform` are wrapped first, because an animated transform replaces a static one.
 */
import { escapeXml } from '../svg-text';

export type Attrs = Record<string, string | number | undefined | null>;

export const round = (value: number): number => Math.round(value * 10) / 10;

function attributes(attrs: Attrs): string {
  let text = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    text += ` ${name}="${typeof value === 'number' ? round(value) : escapeXml(value)}"`;
  }
  return text;
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner ? `<${tag}${attributes(attrs)}>${inner}</${tag}>` : `<${tag}${attributes(attrs)}/>`;
}

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children);

/** Numbers in a path or points list, rounded. */
export const path = (strings: TemplateStringsArray, ...values: number[]): string =>
  strings.reduce(
    (text, part, index) => text + part + (index < values.length ? round(values[index]) : ''),
    '',
  );

const loop = (dur: number, begin = 0) =>
  ({
    dur: `${round(dur)}s`,
    begin: begin ? `${round(begin)}s` : undefined,
    repeatCount: 'indefinite',
  }) as const;

const EASE = { calcMode: 'spline', keyTimes: '0;0.5;1', keySplines: '0.45 0 0.55 1;0.45 0 0.55 1' };

/** The motions of the animated variant. Each returns an animation element to put inside what it moves. */
export const motion = {
  /** Back and forth sideways (clouds, fish, boats). */
  drift: (dx: number, dur: number, begin = 0) =>
    el('animateTransform', {
      attributeName: 'transform',
      type: 'translate',
      values: `0 0;${round(dx)} 0;0 0`,
      ...EASE,
      ...loop(dur, begin),
    }),
  /** Up and down (the child, floating things). */
  bob: (dy: number, dur: number, begin = 0) =>
    el('animateTransform', {
      attributeName: 'transform',
      type: 'translate',
      values: `0 0;0 ${round(-dy)};0 0`,
      ...EASE,
      ...loop(dur, begin),
    }),
  /** A gentle rocking about a point (grass, seaweed, flags, tails). */
  sway: (degrees: number, cx: number, cy: number, dur: number, begin = 0) =>
    el('animateTransform', {
      attributeName: 'transform',
      type: 'rotate',
      values: `${round(-degrees)} ${round(cx)} ${round(cy)};${round(degrees)} ${round(cx)} ${round(cy)};${round(-degrees)} ${round(cx)} ${round(cy)}`,
      ...EASE,
      ...loop(dur, begin),
    }),
  /** A full turn about a point (sun rays). */
  spin: (cx: number, cy: number, dur: number) =>
    el('animateTransform', {
      attributeName: 'transform',
      type: 'rotate',
      values: `0 ${round(cx)} ${round(cy)};360 ${round(cx)} ${round(cy)}`,
      ...loop(dur),
    }),
  /** Straight along (dx, dy) and back to the start at once (rain, snow, bubbles). */
  fall: (dx: number, dy: number, dur: number, begin = 0) =>
    el('animateTransform', {
      attributeName: 'transform',
      type: 'translate',
      values: `0 0;${round(dx)} ${round(dy)}`,
      ...loop(dur, begin),
    }),
  /** Fading in and out (stars, sparkles, window lights). */
  twinkle: (low: number, dur: number, begin = 0) =>
    el('animate', { attributeName: 'opacity', values: `1;${low};1`, ...loop(dur, begin) }),
  /** Butterfly wings: a squash sideways about the body. */
  flutter: (dur: number, begin = 0) =>
    el('animateTransform', {
      attributeName: 'transform',
      type: 'scale',
      values: '1 1;0.3 1;1 1',
      additive: 'sum',
      ...loop(dur, begin),
    }),
  /** Wings and fins: a squash about the centre, as a scale that keeps the middle in place. */
  flap: (dur: number, begin = 0) =>
    el('animateTransform', {
      attributeName: 'transform',
      type: 'scale',
      values: '1 1;1 0.35;1 1',
      additive: 'sum',
      ...loop(dur, begin),
    }),
};

/** A four-pointed star of radius r (the night's stars, a magic thing's sparkles), filled by its group. */
export function star(x: number, y: number, r: number): string {
  return el('path', {
    d: path`M${x} ${y - r}L${x + r * 0.3} ${y - r * 0.3}L${x + r} ${y}L${x + r * 0.3} ${y + r * 0.3}L${x} ${y + r}L${x - r * 0.3} ${y + r * 0.3}L${x - r} ${y}L${x - r * 0.3} ${y - r * 0.3}Z`,
  });
}
