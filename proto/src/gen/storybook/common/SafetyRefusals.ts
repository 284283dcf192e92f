// Original file: proto/storybook/common.proto

import type { SafetyRefusalCount as _storybook_common_SafetyRefusalCount, SafetyRefusalCount__Output as _storybook_common_SafetyRefusalCount__Output } from '../../storybook/common/SafetyRefusalCount';

export interface SafetyRefusals {
  'counts'?: (_storybook_common_SafetyRefusalCount)[];
  'days'?: (number);
}

export interface SafetyRefusals__Output {
  'counts': (_storybook_common_SafetyRefusalCount__Output)[];
  'days': (number);
}
