// Original file: proto/storybook/common.proto

import type { ShelfData as _storybook_common_ShelfData, ShelfData__Output as _storybook_common_ShelfData__Output } from '../../storybook/common/ShelfData';

export interface ShelfItem {
  'book_id'?: (string);
  'user_id'?: (string);
  'data'?: (_storybook_common_ShelfData | null);
}

export interface ShelfItem__Output {
  'book_id': (string);
  'user_id': (string);
  'data': (_storybook_common_ShelfData__Output | null);
}
