// Original file: proto/storybook/auth.proto

import type { Long } from '@grpc/proto-loader';

export interface GrantAnswer {
  'granted'?: (boolean);
  'expires_at'?: (number | string | Long);
}

export interface GrantAnswer__Output {
  'granted': (boolean);
  'expires_at': (number);
}
