// Original file: proto/storybook/story.proto

import type { Long } from '@grpc/proto-loader';

export interface BookPdfReply {
  'pdf_url'?: (string);
  'size_bytes'?: (number | string | Long);
  'file_name'?: (string);
}

export interface BookPdfReply__Output {
  'pdf_url': (string);
  'size_bytes': (number);
  'file_name': (string);
}
