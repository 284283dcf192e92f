/** Maps the Images gRPC methods onto the domain. */
import type { ServiceHandlers } from '@storybook-app/kit';
import {
  deleteBookPictures,
  deletePagePictures,
  type BookPictureDeletionDeps,
} from './book-picture-deletion';
import { deleteBookPdfs, renderBookPdfRpc, type BookPdfDeps } from './book-pdfs';
import { renderCover, type CoverDeps } from './covers';
import { titleSvg } from './title-svg';

export function imagesHandlers(
  deps: CoverDeps & BookPictureDeletionDeps & BookPdfDeps,
): ServiceHandlers<'images'> {
  return {
    RenderCover: (request) => renderCover(deps, request),
    RenderTitleSvg: async ({ title, genre }) => ({ svg: titleSvg(title, genre) }),
    DeleteBookPictures: (request) => deleteBookPictures(deps, request),
    RenderBookPdf: (request) => renderBookPdfRpc(deps, request),
    DeleteBookPdfs: (request) => deleteBookPdfs(deps, request),
    DeletePagePictures: (request) => deletePagePictures(deps, request),
  };
}
