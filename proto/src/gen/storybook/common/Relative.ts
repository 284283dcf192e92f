// Original file: proto/storybook/common.proto


export interface Relative {
  'relationship'?: (string);
  'name'?: (string);
  'nickname'?: (string);
}

export interface Relative__Output {
  'relationship': (string);
  'name': (string);
  'nickname': (string);
}
