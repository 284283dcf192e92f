// Original file: proto/storybook/story.proto

import type { ShelfItem as _storybook_common_ShelfItem, ShelfItem__Output as _storybook_common_ShelfItem__Output } from '../../storybook/common/ShelfItem';

export interface Shelf {
  'books'?: (_storybook_common_ShelfItem)[];
  'page'?: (number);
  'total_pages'?: (number);
}

export interface Shelf__Output {
  'books': (_storybook_common_ShelfItem__Output)[];
  'page': (number);
  'total_pages': (number);
}
