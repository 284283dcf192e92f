// Original file: proto/storybook/profiles.proto

import type { ChildProfile as _storybook_common_ChildProfile, ChildProfile__Output as _storybook_common_ChildProfile__Output } from '../../storybook/common/ChildProfile';

export interface SaveProfileRequest {
  'user_id'?: (string);
  'profile'?: (_storybook_common_ChildProfile | null);
}

export interface SaveProfileRequest__Output {
  'user_id': (string);
  'profile': (_storybook_common_ChildProfile__Output | null);
}
