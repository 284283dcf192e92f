// Original file: proto/storybook/story.proto

import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from '../../storybook/common/Page';

export interface RestyleBookReply {
  'art_style'?: (string);
  'pictures'?: (number);
  'price_usd'?: (number | string);
  'pages'?: (_storybook_common_Page)[];
}

export interface RestyleBookReply__Output {
  'art_style': (string);
  'pictures': (number);
  'price_usd': (number);
  'pages': (_storybook_common_Page__Output)[];
}
