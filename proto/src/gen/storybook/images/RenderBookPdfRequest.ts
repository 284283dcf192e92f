// Original file: proto/storybook/images.proto

import type { PdfPage as _storybook_images_PdfPage, PdfPage__Output as _storybook_images_PdfPage__Output } from '../../storybook/images/PdfPage';

export interface RenderBookPdfRequest {
  'user_id'?: (string);
  'book_id'?: (string);
  'paper'?: (string);
  'title'?: (string);
  'genre'?: (string);
  'language'?: (string);
  'child_name'?: (string);
  'made_at'?: (string);
  'cover_url'?: (string);
  'pages'?: (_storybook_images_PdfPage)[];
}

export interface RenderBookPdfRequest__Output {
  'user_id': (string);
  'book_id': (string);
  'paper': (string);
  'title': (string);
  'genre': (string);
  'language': (string);
  'child_name': (string);
  'made_at': (string);
  'cover_url': (string);
  'pages': (_storybook_images_PdfPage__Output)[];
}
