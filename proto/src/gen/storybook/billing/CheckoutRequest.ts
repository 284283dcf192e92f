// Original file: proto/storybook/billing.proto


export interface CheckoutRequest {
  'user_id'?: (string);
  'price_id'?: (string);
  'checkout_type'?: (string);
  'plan_name'?: (string);
}

export interface CheckoutRequest__Output {
  'user_id': (string);
  'price_id': (string);
  'checkout_type': (string);
  'plan_name': (string);
}
