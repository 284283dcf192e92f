// Original file: proto/storybook/auth.proto

import type { Long } from '@grpc/proto-loader';

export interface SessionSummary {
  'created_at'?: (number | string | Long);
  'last_seen_at'?: (number | string | Long);
  'device'?: (string);
  'current'?: (boolean);
}

export interface SessionSummary__Output {
  'created_at': (number);
  'last_seen_at': (number);
  'device': (string);
  'current': (boolean);
}
