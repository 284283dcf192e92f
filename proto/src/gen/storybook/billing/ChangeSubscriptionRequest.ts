// Original file: proto/storybook/billing.proto


export interface ChangeSubscriptionRequest {
  'user_id'?: (string);
  'price_id'?: (string);
  'plan_name'?: (string);
}

export interface ChangeSubscriptionRequest__Output {
  'user_id': (string);
  'price_id': (string);
  'plan_name': (string);
}
