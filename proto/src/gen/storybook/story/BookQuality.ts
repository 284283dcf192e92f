// Original file: proto/storybook/story.proto

import type { QualityReport as _storybook_story_QualityReport, QualityReport__Output as _storybook_story_QualityReport__Output } from '../../storybook/story/QualityReport';

export interface BookQuality {
  'book_id'?: (string);
  'quality'?: (_storybook_story_QualityReport | null);
}

export interface BookQuality__Output {
  'book_id': (string);
  'quality': (_storybook_story_QualityReport__Output | null);
}
