// Original file: proto/storybook/billing.proto


export interface CheckoutSuccessRequest {
  'user_id'?: (string);
  'session_id'?: (string);
}

export interface CheckoutSuccessRequest__Output {
  'user_id': (string);
  'session_id': (string);
}
