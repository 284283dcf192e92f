// Original file: proto/storybook/auth.proto

import type { UserProfile as _storybook_common_UserProfile, UserProfile__Output as _storybook_common_UserProfile__Output } from '../../storybook/common/UserProfile';
import type { Long } from '@grpc/proto-loader';

export interface LoginReply {
  'session_token'?: (string);
  'expires_at'?: (number | string | Long);
  'profile'?: (_storybook_common_UserProfile | null);
}

export interface LoginReply__Output {
  'session_token': (string);
  'expires_at': (number);
  'profile': (_storybook_common_UserProfile__Output | null);
}
