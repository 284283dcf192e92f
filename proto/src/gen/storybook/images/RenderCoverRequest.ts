// Original file: proto/storybook/images.proto

import type { StorySummary as _storybook_common_StorySummary, StorySummary__Output as _storybook_common_StorySummary__Output } from '../../storybook/common/StorySummary';
import type { Long } from '@grpc/proto-loader';

export interface RenderCoverRequest {
  'user_id'?: (string);
  'summary'?: (_storybook_common_StorySummary | null);
  'illustrator'?: (string);
  'character_sheet'?: (string);
  'seed'?: (number | string | Long);
  'art_style'?: (string);
}

export interface RenderCoverRequest__Output {
  'user_id': (string);
  'summary': (_storybook_common_StorySummary__Output | null);
  'illustrator': (string);
  'character_sheet': (string);
  'seed': (number);
  'art_style': (string);
}
