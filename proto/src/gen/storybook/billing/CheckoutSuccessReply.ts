// Original file: proto/storybook/billing.proto


export interface CheckoutSuccessReply {
  'success'?: (boolean);
  'message'?: (string);
}

export interface CheckoutSuccessReply__Output {
  'success': (boolean);
  'message': (string);
}
