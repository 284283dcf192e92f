import { useLayoutEffect, type RefObject } from 'react';

/**
 * Grows a text area with its content (wrapped lines too, which `rows` cannot see) up to `maxRows` lines, then
 * lets it scroll. Needs `box-sizing: border-box` on the text area.
 */
export function useAutoGrow(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: string,
  maxRows: number,
): void {
  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    const style = getComputedStyle(area);
    const px = (property: string) => parseFloat(style.getPropertyValue(property)) || 0;
    const lineHeight = px('line-height') || px('font-size') * 1.2;
    const borders = px('border-top-width') + px('border-bottom-width');
    const max = lineHeight * maxRows + px('padding-top') + px('padding-bottom') + borders;
    area.style.height = 'auto';
    // No layout (hidden, or a test's DOM): keep the natural height of `rows`.
    if (area.scrollHeight === 0 || max === 0) return;
    const wanted = area.scrollHeight + borders;
    area.style.height = `${Math.min(wanted, max)}px`;
    area.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [ref, value, maxRows]);
}
