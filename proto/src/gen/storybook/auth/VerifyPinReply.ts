// Original file: proto/storybook/auth.proto

import type { Long } from '@grpc/proto-loader';

export interface VerifyPinReply {
  'auth_gen'?: (boolean);
  'attempts_left'?: (number);
  'locked_until'?: (number | string | Long);
  'pin_set'?: (boolean);
}

export interface VerifyPinReply__Output {
  'auth_gen': (boolean);
  'attempts_left': (number);
  'locked_until': (number);
  'pin_set': (boolean);
}
