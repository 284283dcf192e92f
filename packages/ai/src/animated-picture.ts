/**
 * The animated variant of a provider's still picture, made here rather than by the providers (none of them
 * animates a picture for the price of one): an SVG that holds the picture and moves it with a slow Ken Burns
 * pan and zoom, a drifting light layer in front for depth, and a few twinkling sparkles. SMIL animation, so it
 * plays wherever the SVG is shown as an image (`<img>`, CSS backgrounds), where scripts and CSS imports are off.
 * The picture travels inside as a data URL: an SVG shown as an image may not load anything else.
 */
import { seededRandom } from '@storybook-app/kit';
import type { AnimatedPicture } from './illustrator';
import { pictureType } from './picture-format';

export const ANIMATED_CONTENT_TYPE = 'image/svg+xml';

export interface AnimationOptions {
  /** Chooses the direction of the pan and where the sparkles are; the book's seed keeps a book's pages alike. */
  seed: number;
  /** The picture's size when it cannot be read from its bytes (JPEG, WebP); default 1024 x 1024. */
  width?: number;
  height?: number;
}

// The same picture and seed animate the same way.
const random = seededRandom;

const round = (value: number) => Math.round(value * 10) / 10;

/** Width and height from a PNG's IHDR chunk, which always comes first. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (pictureType(bytes) !== 'image/png' || bytes.length < 24) return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

const EASE = 'calcMode="spline" keyTimes="0;0.5;1" keySplines="0.45 0 0.55 1;0.45 0 0.55 1"';

/** Wraps a still picture (PNG, JPEG or WebP) in an animated SVG. */
export function animatePicture(
  image: Buffer,
  contentType: string,
  options: AnimationOptions,
): AnimatedPicture {
  const type = pictureType(image) ?? contentType;
  if (!/^image\/(png|jpeg|webp)$/.test(type)) throw new Error(`cannot animate a picture of type ${type}`);
  const size = pngSize(image) ?? { width: options.width ?? 1024, height: options.height ?? 1024 };
  const { width: w, height: h } = size;
  const rand = random(options.seed ^ 0x5eed);
  const cx = w / 2;
  const cy = h / 2;
  // Zoomed by at least 8%, the picture can move up to cx * (1 - 1/1.08) without showing its edge.
  const angle = rand() * Math.PI * 2;
  const dx = round(Math.cos(angle) * cx * 0.055);
  const dy = round(Math.sin(angle) * cy * 0.055);
  const zoomIn = rand() < 0.5;
  const scales = zoomIn ? '1.08;1.17;1.08' : '1.17;1.08;1.17';
  const data = `data:${type};base64,${image.toString('base64')}`;

  const glows = [0, 1]
    .map((index) => {
      const x = round(w * (0.2 + 0.6 * rand()));
      const y = round(h * (0.15 + 0.5 * rand()));
      const r = round(Math.min(w, h) * (0.22 + 0.12 * rand()));
      // Against the pan: the near layer seems to slide over the far one.
      const ox = round(-dx * (2 + index));
      const oy = round(-dy * (2 + index));
      const dur = 20 + index * 7;
      return (
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${round(r * 0.7)}" fill="url(#sb-glow)" opacity="0.32">` +
        `<animateTransform attributeName="transform" type="translate" values="0 0;${ox} ${oy};0 0" dur="${dur}s" ` +
        `repeatCount="indefinite" ${EASE}/>` +
        `<animate attributeName="opacity" values="0.18;0.38;0.18" dur="${dur / 2}s" repeatCount="indefinite"/>` +
        `</ellipse>`
      );
    })
    .join('');

  const sparkles = Array.from({ length: 12 }, () => {
    const x = round(w * (0.06 + 0.88 * rand()));
    const y = round(h * (0.05 + 0.7 * rand()));
    const scale = round((Math.min(w, h) / 1024) * (0.6 + 0.9 * rand()));
    const dur = round(2.4 + 2.2 * rand());
    const begin = round(rand() * 4);
    return (
      `<use href="#sb-spark" transform="translate(${x} ${y}) scale(${scale})" opacity="0">` +
      `<animate attributeName="opacity" values="0;0.95;0" dur="${dur}s" begin="${begin}s" repeatCount="indefinite"/>` +
      `</use>`
    );
  }).join('');

  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<title>Animated picture</title>` +
    `<defs>` +
    `<clipPath id="sb-frame"><rect width="${w}" height="${h}"/></clipPath>` +
    `<radialGradient id="sb-glow"><stop offset="0" stop-color="#fff8e1" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="#fff8e1" stop-opacity="0"/></radialGradient>` +
    `<path id="sb-spark" d="M0 -12L2.6 -2.6L12 0L2.6 2.6L0 12L-2.6 2.6L-12 0L-2.6 -2.6Z" fill="#fffdf0"/>` +
    `</defs>` +
    `<g clip-path="url(#sb-frame)">` +
    `<g transform="translate(${cx} ${cy})"><g>` +
    `<animateTransform attributeName="transform" type="scale" values="${scales}" dur="26s" repeatCount="indefinite" ${EASE}/>` +
    `<g><animateTransform attributeName="transform" type="translate" values="0 0;${dx} ${dy};0 0" dur="26s" ` +
    `repeatCount="indefinite" ${EASE}/>` +
    `<image x="${-cx}" y="${-cy}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice" href="${data}"/>` +
    `</g></g></g>` +
    glows +
    sparkles +
    `</g></svg>`;
  return { body: Buffer.from(svg, 'utf8'), contentType: ANIMATED_CONTENT_TYPE };
}
