// Original file: proto/storybook/story.proto

import type { QualityReport as _storybook_story_QualityReport, QualityReport__Output as _storybook_story_QualityReport__Output } from '../../storybook/story/QualityReport';

export interface GeneratedStory {
  'complete_story'?: (string);
  'expanded_story'?: (string);
  'book_layout'?: (string)[];
  'book_id'?: (string);
  'quality'?: (_storybook_story_QualityReport | null);
}

export interface GeneratedStory__Output {
  'complete_story': (string);
  'expanded_story': (string);
  'book_layout': (string)[];
  'book_id': (string);
  'quality': (_storybook_story_QualityReport__Output | null);
}
