/**
 * What a parent keeps of a book beyond the screen: its printable PDF, the art style its pictures are drawn in,
 * and a page made again.
 */
export { DownloadPdfButton } from './download-pdf-button';
export { artStyleLabel } from './art-style-label';
export { ownPageQueryKey, RemakePage } from './remake-page';
export { useRemakeProgress } from './use-remake-progress';
