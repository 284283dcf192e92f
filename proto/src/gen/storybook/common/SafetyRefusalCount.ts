// Original file: proto/storybook/common.proto


export interface SafetyRefusalCount {
  'kind'?: (string);
  'action'?: (string);
  'category'?: (string);
  'layer'?: (string);
  'count'?: (number);
}

export interface SafetyRefusalCount__Output {
  'kind': (string);
  'action': (string);
  'category': (string);
  'layer': (string);
  'count': (number);
}
