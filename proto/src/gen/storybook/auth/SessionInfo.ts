// Original file: proto/storybook/auth.proto

import type { Long } from '@grpc/proto-loader';

export interface SessionInfo {
  'user_id'?: (string);
  'is_admin'?: (boolean);
  'expires_at'?: (number | string | Long);
}

export interface SessionInfo__Output {
  'user_id': (string);
  'is_admin': (boolean);
  'expires_at': (number);
}
