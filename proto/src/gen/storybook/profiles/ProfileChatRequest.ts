// Original file: proto/storybook/profiles.proto

import type { ChatMessage as _storybook_profiles_ChatMessage, ChatMessage__Output as _storybook_profiles_ChatMessage__Output } from '../../storybook/profiles/ChatMessage';
import type { ProfileData as _storybook_common_ProfileData, ProfileData__Output as _storybook_common_ProfileData__Output } from '../../storybook/common/ProfileData';

export interface ProfileChatRequest {
  'user_id'?: (string);
  'messages'?: (_storybook_profiles_ChatMessage)[];
  'profile_data'?: (_storybook_common_ProfileData | null);
}

export interface ProfileChatRequest__Output {
  'user_id': (string);
  'messages': (_storybook_profiles_ChatMessage__Output)[];
  'profile_data': (_storybook_common_ProfileData__Output | null);
}
