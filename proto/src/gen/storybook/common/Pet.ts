// Original file: proto/storybook/common.proto


export interface Pet {
  'type'?: (string);
  'name'?: (string);
  'breed'?: (string);
}

export interface Pet__Output {
  'type': (string);
  'name': (string);
  'breed': (string);
}
