// Original file: proto/storybook/common.proto

import type { PersonalInformation as _storybook_common_PersonalInformation, PersonalInformation__Output as _storybook_common_PersonalInformation__Output } from '../../storybook/common/PersonalInformation';
import type { StorybookSettings as _storybook_common_StorybookSettings, StorybookSettings__Output as _storybook_common_StorybookSettings__Output } from '../../storybook/common/StorybookSettings';
import type { Interests as _storybook_common_Interests, Interests__Output as _storybook_common_Interests__Output } from '../../storybook/common/Interests';
import type { PersonalTraits as _storybook_common_PersonalTraits, PersonalTraits__Output as _storybook_common_PersonalTraits__Output } from '../../storybook/common/PersonalTraits';
import type { Education as _storybook_common_Education, Education__Output as _storybook_common_Education__Output } from '../../storybook/common/Education';
import type { Family as _storybook_common_Family, Family__Output as _storybook_common_Family__Output } from '../../storybook/common/Family';
import type { Friend as _storybook_common_Friend, Friend__Output as _storybook_common_Friend__Output } from '../../storybook/common/Friend';

export interface ProfileData {
  'personal_information'?: (_storybook_common_PersonalInformation | null);
  'storybook_settings'?: (_storybook_common_StorybookSettings | null);
  'interests'?: (_storybook_common_Interests | null);
  'personal_traits'?: (_storybook_common_PersonalTraits | null);
  'education'?: (_storybook_common_Education | null);
  'family'?: (_storybook_common_Family | null);
  'friends'?: (_storybook_common_Friend)[];
}

export interface ProfileData__Output {
  'personal_information': (_storybook_common_PersonalInformation__Output | null);
  'storybook_settings': (_storybook_common_StorybookSettings__Output | null);
  'interests': (_storybook_common_Interests__Output | null);
  'personal_traits': (_storybook_common_PersonalTraits__Output | null);
  'education': (_storybook_common_Education__Output | null);
  'family': (_storybook_common_Family__Output | null);
  'friends': (_storybook_common_Friend__Output)[];
}
