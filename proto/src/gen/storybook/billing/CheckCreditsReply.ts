// Original file: proto/storybook/billing.proto


export interface CheckCreditsReply {
  'sufficient'?: (boolean);
  'balance'?: (number);
}

export interface CheckCreditsReply__Output {
  'sufficient': (boolean);
  'balance': (number);
}
