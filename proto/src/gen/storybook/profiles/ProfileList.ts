// Original file: proto/storybook/profiles.proto

import type { ChildProfile as _storybook_common_ChildProfile, ChildProfile__Output as _storybook_common_ChildProfile__Output } from '../../storybook/common/ChildProfile';

export interface ProfileList {
  'profiles'?: (_storybook_common_ChildProfile)[];
}

export interface ProfileList__Output {
  'profiles': (_storybook_common_ChildProfile__Output)[];
}
