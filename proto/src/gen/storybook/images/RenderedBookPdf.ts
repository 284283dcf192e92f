// Original file: proto/storybook/images.proto

import type { Long } from '@grpc/proto-loader';

export interface RenderedBookPdf {
  'key'?: (string);
  'url'?: (string);
  'size_bytes'?: (number | string | Long);
  'rendered'?: (boolean);
}

export interface RenderedBookPdf__Output {
  'key': (string);
  'url': (string);
  'size_bytes': (number);
  'rendered': (boolean);
}
