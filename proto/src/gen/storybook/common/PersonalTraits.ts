// Original file: proto/storybook/common.proto


export interface PersonalTraits {
  'personality'?: (string)[];
  'strengths'?: (string)[];
  'challenges'?: (string)[];
}

export interface PersonalTraits__Output {
  'personality': (string)[];
  'strengths': (string)[];
  'challenges': (string)[];
}
