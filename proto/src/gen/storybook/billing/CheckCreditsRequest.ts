// Original file: proto/storybook/billing.proto


export interface CheckCreditsRequest {
  'user_id'?: (string);
  'amount'?: (number);
}

export interface CheckCreditsRequest__Output {
  'user_id': (string);
  'amount': (number);
}
