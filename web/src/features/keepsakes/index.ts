/**
 * What a parent keeps of a book beyond the screen: its printable PDF, the art style its pictures are drawn in,
 * a page made again, and the book drawn again in another style.
 */
export { DownloadPdfButton } from './download-pdf-button';
export { artStyleLabel } from './art-style-label';
export { ownPageQueryKey, RemakePage } from './remake-page';
export { useRemakeProgress } from './use-remake-progress';
export { RestyleBook } from './restyle-book';
