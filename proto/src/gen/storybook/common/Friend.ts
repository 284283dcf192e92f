// Original file: proto/storybook/common.proto


export interface Friend {
  'name'?: (string);
  'age'?: (string);
  'interests'?: (string)[];
}

export interface Friend__Output {
  'name': (string);
  'age': (string);
  'interests': (string)[];
}
