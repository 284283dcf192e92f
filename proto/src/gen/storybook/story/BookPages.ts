// Original file: proto/storybook/story.proto

import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from '../../storybook/common/Page';

export interface BookPages {
  'pages'?: (_storybook_common_Page)[];
}

export interface BookPages__Output {
  'pages': (_storybook_common_Page__Output)[];
}
