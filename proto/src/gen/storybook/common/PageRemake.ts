// Original file: proto/storybook/common.proto

import type { PageStatus as _storybook_common_PageStatus, PageStatus__Output as _storybook_common_PageStatus__Output } from '../../storybook/common/PageStatus';

export interface PageRemake {
  'status'?: (_storybook_common_PageStatus);
  'cloud_url'?: (string);
  'cf_cloud_animated_url'?: (string);
  'part'?: (string);
  'page_text'?: (string);
}

export interface PageRemake__Output {
  'status': (_storybook_common_PageStatus__Output);
  'cloud_url': (string);
  'cf_cloud_animated_url': (string);
  'part': (string);
  'page_text': (string);
}
