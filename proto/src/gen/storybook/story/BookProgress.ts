// Original file: proto/storybook/story.proto

import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from '../../storybook/common/Page';

export interface BookProgress {
  'pages'?: (_storybook_common_Page)[];
  'total_pages'?: (number);
  'finished'?: (boolean);
  'version'?: (string);
}

export interface BookProgress__Output {
  'pages': (_storybook_common_Page__Output)[];
  'total_pages': (number);
  'finished': (boolean);
  'version': (string);
}
