/**
 * The offline illustrator's art styles: one scene, drawn in a parent's chosen style. Each style recolours
 * the scene's palette and lays SVG filters, patterns and a stylesheet over it (no scripts, no external
 * references, as every offline picture):
 *
 * - watercolour: soft, slightly lighter colours; edges that wobble and bleed (turbulence displacement and a
 *   little blur) with a darker rim where pigment dries; pigment pooling in darker blotches; paper grain.
 * - crayon: bright, saturated wax; grainy fill where the paper's tooth shows through (a noise mask); dashed,
 *   rough outlines; diagonal strokes.
 * - paper-cut: flat, bold paper colours; every shape casts a soft shadow on the layer under it; paper fibre.
 * - ink: a muted warm wash; every shape outlined in dark ink with a slightly shaky hand; light cross-hatching.
 *
 * `picture-book` is the illustrator's own look, unchanged.
 */
import type { ArtStyle } from '../art-styles';
import { mix } from './colour';

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Moves a colour away from (factor > 1) or towards (< 1) its own grey. */
function saturate(hex: string, factor: number): string {
  const [r, g, b] = channels(hex);
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  return toHex([r, g, b].map((c) => grey + (c - grey) * factor));
}

/** The palette of each style, applied to every colour of the scene. */
const PALETTES: Record<Exclude<ArtStyle, 'picture-book'>, (hex: string) => string> = {
  watercolour: (hex) => mix(saturate(hex, 0.95), '#fbf6ec', 0.16),
  crayon: (hex) => saturate(hex, 1.35),
  // Flat construction-paper colours: stronger, a touch darker, so the white of the shadows reads.
  'paper-cut': (hex) => mix(saturate(hex, 1.15), '#e9dcc3', 0.12),
  ink: (hex) => mix(saturate(hex, 0.75), '#f3e6c8', 0.22),
};

const PAPER: Record<Exclude<ArtStyle, 'picture-book'>, string> = {
  watercolour: '#fbf6ec',
  crayon: '#fffdf7',
  'paper-cut': '#f4ead8',
  ink: '#f6ecd6',
};

const SHAPES = 'path, circle, ellipse, rect, polygon, polyline, line';
/** The shapes a style outlines: a glow (a gradient fading to nothing) has no edge to draw. */
const OUTLINED = `:is(${SHAPES}):not([fill^="url("])`;

interface Treatment {
  defs: string;
  /** The filter over the whole scene ('' for none). */
  filter: string;
  /** A stylesheet for the scene's shapes. */
  css: string;
  /** Layers laid over the scene: textures. */
  over: string;
}

// Stays long: a flat list of filter definitions, one per art style; each style reads best whole.
function treatment(style: Exclude<ArtStyle, 'picture-book'>, seed: number): Treatment {
  const s = seed % 1000;
  switch (style) {
    case 'watercolour':
      return {
        defs:
          `<filter id="art-wash" x="-3%" y="-3%" width="106%" height="106%" color-interpolation-filters="sRGB">` +
          // Edges that bleed: the shapes pushed about by slow noise, then softened.
          `<feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="${s}" result="flow"/>` +
          `<feDisplacementMap in="SourceGraphic" in2="flow" scale="12" xChannelSelector="R" yChannelSelector="G" result="bled"/>` +
          `<feGaussianBlur in="bled" stdDeviation="1.2" result="soft"/>` +
          // Pigment that pools: large, soft patches a little darker where the wash lies thicker. Multiplied,
          // so a face under a patch keeps its colours (a lighter overlay washed faces out).
          `<feTurbulence type="fractalNoise" baseFrequency="0.005" numOctaves="2" seed="${s + 7}" result="pool"/>` +
          `<feColorMatrix in="pool" type="matrix" values="0.24 0 0 0 0.86  0.24 0 0 0 0.86  0.24 0 0 0 0.86  0 0 0 0 1" result="depth"/>` +
          `<feBlend in="soft" in2="depth" mode="multiply"/></filter>` +
          `<filter id="art-paper" x="0" y="0" width="100%" height="100%">` +
          `<feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="${s + 3}"/>` +
          `<feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0 0.35  0 0 0 1.4 -0.62"/></filter>`,
        filter: 'url(#art-wash)',
        // Pigment gathers at a wash's edge as it dries: a faint darker rim round every shape, bled with it.
        css: `.art-scene ${OUTLINED}{stroke:rgba(60,40,30,.13);stroke-width:3;paint-order:stroke}`,
        over: `<rect class="art-texture" x="0" y="0" width="1000" height="1000" filter="url(#art-paper)" opacity="0.3"/>`,
      };
    case 'crayon':
      return {
        defs:
          `<filter id="art-wax" x="-2%" y="-2%" width="104%" height="104%">` +
          `<feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="2" seed="${s}" result="rough"/>` +
          `<feDisplacementMap in="SourceGraphic" in2="rough" scale="7" xChannelSelector="R" yChannelSelector="G" result="wobbly"/>` +
          `<feTurbulence type="fractalNoise" baseFrequency="0.6 0.12" numOctaves="2" seed="${s + 5}" result="tooth"/>` +
          `<feColorMatrix in="tooth" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 10 -6.6" result="gaps"/>` +
          `<feComposite in="wobbly" in2="gaps" operator="out" result="grain"/>` +
          // The paper's tooth shows as a lighter tint of the wax, not as white specks.
          `<feColorMatrix in="wobbly" type="matrix" values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0.6 0" result="thin"/>` +
          `<feFlood flood-color="#fffdf7" result="paper"/>` +
          `<feMerge><feMergeNode in="paper"/><feMergeNode in="thin"/><feMergeNode in="grain"/></feMerge></filter>` +
          `<pattern id="art-strokes" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">` +
          `<line x1="0" y1="0" x2="0" y2="9" stroke="#000" stroke-width="1.4" opacity="0.13"/></pattern>`,
        filter: 'url(#art-wax)',
        css:
          `.art-scene ${OUTLINED}{stroke:rgba(40,30,30,.45);stroke-width:3.5;stroke-dasharray:18 4 9 3;` +
          `stroke-linecap:round;paint-order:stroke}`,
        over: `<rect class="art-texture" x="0" y="0" width="1000" height="1000" fill="url(#art-strokes)"/>`,
      };
    case 'paper-cut':
      return {
        defs:
          `<filter id="art-cut" x="-10%" y="-10%" width="125%" height="130%">` +
          `<feDropShadow dx="5" dy="8" stdDeviation="4.5" flood-color="#1d1408" flood-opacity="0.5"/></filter>` +
          `<filter id="art-edge" x="-2%" y="-2%" width="104%" height="104%">` +
          `<feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="1" seed="${s}" result="n"/>` +
          `<feDisplacementMap in="SourceGraphic" in2="n" scale="4" xChannelSelector="R" yChannelSelector="G"/></filter>` +
          `<filter id="art-fibre" x="0" y="0" width="100%" height="100%">` +
          `<feTurbulence type="fractalNoise" baseFrequency="0.3 0.15" numOctaves="3" seed="${s + 9}"/>` +
          `<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 0.95  0 0 0 0.7 -0.3"/></filter>`,
        filter: 'url(#art-edge)',
        // Every shape is a cut piece of paper that casts a shadow on the layer under it.
        css: `.art-scene :is(${SHAPES}){filter:url(#art-cut)}`,
        over: `<rect class="art-texture" x="0" y="0" width="1000" height="1000" filter="url(#art-fibre)" opacity="0.3"/>`,
      };
    case 'ink':
      return {
        defs:
          `<filter id="art-hand" x="-2%" y="-2%" width="104%" height="104%">` +
          `<feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="2" seed="${s}" result="n"/>` +
          `<feDisplacementMap in="SourceGraphic" in2="n" scale="5" xChannelSelector="R" yChannelSelector="G"/></filter>` +
          `<pattern id="art-hatch" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
          `<line x1="0" y1="0" x2="0" y2="7" stroke="#2a211b" stroke-width="0.9" opacity="0.5"/></pattern>` +
          `<pattern id="art-crosshatch" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">` +
          `<line x1="0" y1="0" x2="0" y2="7" stroke="#2a211b" stroke-width="0.9" opacity="0.5"/></pattern>` +
          `<linearGradient id="art-shade" x1="0" y1="0" x2="0" y2="1">` +
          `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="1"/></linearGradient>` +
          `<mask id="art-lower"><rect x="0" y="0" width="1000" height="1000" fill="url(#art-shade)"/></mask>`,
        filter: 'url(#art-hand)',
        css:
          `.art-scene ${OUTLINED}{stroke:#2a211b;stroke-width:3;stroke-linejoin:round;stroke-linecap:round;` +
          `paint-order:stroke}`,
        over:
          `<g class="art-texture" opacity="0.35"><rect x="0" y="0" width="1000" height="1000" fill="url(#art-hatch)" mask="url(#art-lower)"/>` +
          `<rect x="0" y="0" width="1000" height="1000" fill="url(#art-crosshatch)" mask="url(#art-lower)" opacity="0.6"/></g>`,
      };
  }
}

/** The scene of `svg` (an offline picture) in `style`; the default style returns it as it is. */
export function applyArtStyle(svg: string, style: ArtStyle, seed: number): string {
  if (style === 'picture-book') return svg;
  const open = svg.indexOf('>', svg.indexOf('<svg')) + 1;
  const close = svg.lastIndexOf('</svg>');
  if (open <= 0 || close < open) return svg;
  const palette = PALETTES[style];
  const body = svg
    .slice(open, close)
    .replace(/#[0-9a-fA-F]{6}\b/g, (hex) => palette(hex.toLowerCase()))
    .replace(/#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])\b(?![0-9a-fA-F])/g, (_, r, g, b) =>
      palette(`#${r}${r}${g}${g}${b}${b}`.toLowerCase()),
    );
  const title = /^<title>.*?<\/title>/s.exec(body)?.[0] ?? '';
  const scene = body.slice(title.length);
  const { defs, filter, css, over } = treatment(style, seed);
  const root = svg.slice(0, open).replace(/class="([^"]*)"/, `class="$1 art-${style}"`);
  return (
    `${root}${title}<defs>${defs}</defs>${css ? `<style>${css}</style>` : ''}` +
    // Paper under the scene: where a filter moves an edge, paper shows, never a hole.
    `<rect class="art-paper" x="0" y="0" width="1000" height="1000" fill="${PAPER[style]}"/>` +
    `<g class="art-scene"${filter ? ` filter="${filter}"` : ''}>${scene}</g>${over}</svg>`
  );
}
