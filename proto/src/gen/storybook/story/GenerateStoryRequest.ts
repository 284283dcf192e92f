// Original file: proto/storybook/story.proto

import type { BookDraft as _storybook_story_BookDraft, BookDraft__Output as _storybook_story_BookDraft__Output } from '../../storybook/story/BookDraft';

export interface GenerateStoryRequest {
  'user_id'?: (string);
  'profile_id'?: (string);
  'book'?: (_storybook_story_BookDraft | null);
  'is_admin'?: (boolean);
}

export interface GenerateStoryRequest__Output {
  'user_id': (string);
  'profile_id': (string);
  'book': (_storybook_story_BookDraft__Output | null);
  'is_admin': (boolean);
}
