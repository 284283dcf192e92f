/**
 * An SVG document as an image address. Shown through <img>, the title SVG the server drew can neither run
 * scripts nor reach the page, which inserting its markup into the DOM would allow.
 */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
