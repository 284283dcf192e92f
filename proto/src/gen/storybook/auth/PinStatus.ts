// Original file: proto/storybook/auth.proto

import type { Long } from '@grpc/proto-loader';

export interface PinStatus {
  'pin_set'?: (boolean);
  'attempts_left'?: (number);
  'locked_until'?: (number | string | Long);
}

export interface PinStatus__Output {
  'pin_set': (boolean);
  'attempts_left': (number);
  'locked_until': (number);
}
