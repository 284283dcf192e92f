/** Colour arithmetic for palettes: hex in, hex out. */

const clamp = (value: number, low = 0, high = 255) => Math.min(high, Math.max(low, value));

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const toHex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((channel) => Math.round(clamp(channel)).toString(16).padStart(2, '0')).join('')}`;

/** `amount` of the way from `from` to `to` (0..1). */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount);
}

export const darker = (hex: string, amount = 0.25) => mix(hex, '#000000', amount);
export const lighter = (hex: string, amount = 0.25) => mix(hex, '#ffffff', amount);

/** Turns the hue by `degrees`, keeping lightness and saturation: the same palette, a page's own shade. */
export function turnHue(hex: string, degrees: number): string {
  const [r, g, b] = channels(hex).map((channel) => channel / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return hex;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - c / 2;
  const [r1, g1, b1] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex((r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255);
}
