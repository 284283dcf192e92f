// Original file: proto/storybook/common.proto

import type { ProfileData as _storybook_common_ProfileData, ProfileData__Output as _storybook_common_ProfileData__Output } from '../../storybook/common/ProfileData';

export interface ChildProfile {
  'profile_id'?: (string);
  'version'?: (string);
  'profile_image'?: (string);
  'profile_data'?: (_storybook_common_ProfileData | null);
}

export interface ChildProfile__Output {
  'profile_id': (string);
  'version': (string);
  'profile_image': (string);
  'profile_data': (_storybook_common_ProfileData__Output | null);
}
