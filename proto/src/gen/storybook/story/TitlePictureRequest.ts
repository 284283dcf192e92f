// Original file: proto/storybook/story.proto

import type { StorySummary as _storybook_common_StorySummary, StorySummary__Output as _storybook_common_StorySummary__Output } from '../../storybook/common/StorySummary';

export interface TitlePictureRequest {
  'user_id'?: (string);
  'profile_id'?: (string);
  'summary'?: (_storybook_common_StorySummary | null);
  'generator'?: (string);
  'is_admin'?: (boolean);
}

export interface TitlePictureRequest__Output {
  'user_id': (string);
  'profile_id': (string);
  'summary': (_storybook_common_StorySummary__Output | null);
  'generator': (string);
  'is_admin': (boolean);
}
