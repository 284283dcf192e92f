/** What a parent keeps of a book beyond the screen: its printable PDF, and the art style its pictures are drawn in. */
export { DownloadPdfButton } from './download-pdf-button';
export { artStyleLabel } from './art-style-label';
