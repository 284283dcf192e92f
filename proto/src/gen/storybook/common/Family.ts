// Original file: proto/storybook/common.proto

import type { Relative as _storybook_common_Relative, Relative__Output as _storybook_common_Relative__Output } from '../../storybook/common/Relative';
import type { Pet as _storybook_common_Pet, Pet__Output as _storybook_common_Pet__Output } from '../../storybook/common/Pet';

export interface Family {
  'parents'?: (_storybook_common_Relative)[];
  'siblings'?: (_storybook_common_Relative)[];
  'pets'?: (_storybook_common_Pet)[];
}

export interface Family__Output {
  'parents': (_storybook_common_Relative__Output)[];
  'siblings': (_storybook_common_Relative__Output)[];
  'pets': (_storybook_common_Pet__Output)[];
}
