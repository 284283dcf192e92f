// Original file: proto/storybook/common.proto

import type { PageStatus as _storybook_common_PageStatus, PageStatus__Output as _storybook_common_PageStatus__Output } from '../../storybook/common/PageStatus';
import type { PageRemake as _storybook_common_PageRemake, PageRemake__Output as _storybook_common_PageRemake__Output } from '../../storybook/common/PageRemake';

export interface Page {
  'page_number'?: (number);
  'page_text'?: (string);
  'cloud_url'?: (string);
  'cf_cloud_url'?: (string);
  'cf_cloud_animated_url'?: (string);
  'status'?: (_storybook_common_PageStatus);
  'remake'?: (_storybook_common_PageRemake | null);
}

export interface Page__Output {
  'page_number': (number);
  'page_text': (string);
  'cloud_url': (string);
  'cf_cloud_url': (string);
  'cf_cloud_animated_url': (string);
  'status': (_storybook_common_PageStatus__Output);
  'remake': (_storybook_common_PageRemake__Output | null);
}
