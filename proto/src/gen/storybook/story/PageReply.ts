// Original file: proto/storybook/story.proto

import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from '../../storybook/common/Page';

export interface PageReply {
  'page'?: (_storybook_common_Page | null);
  'total_pages'?: (number);
}

export interface PageReply__Output {
  'page': (_storybook_common_Page__Output | null);
  'total_pages': (number);
}
