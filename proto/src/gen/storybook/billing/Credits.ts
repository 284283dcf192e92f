// Original file: proto/storybook/billing.proto


export interface Credits {
  'credits'?: (number);
}

export interface Credits__Output {
  'credits': (number);
}
