// Original file: proto/storybook/profiles.proto

import type { ProfileData as _storybook_common_ProfileData, ProfileData__Output as _storybook_common_ProfileData__Output } from '../../storybook/common/ProfileData';

export interface ProfileChatReply {
  'updated_profile'?: (_storybook_common_ProfileData | null);
  'profile_complete'?: (boolean);
  'next_question'?: (string);
  'message'?: (string);
  'profile_id'?: (string);
}

export interface ProfileChatReply__Output {
  'updated_profile': (_storybook_common_ProfileData__Output | null);
  'profile_complete': (boolean);
  'next_question': (string);
  'message': (string);
  'profile_id': (string);
}
