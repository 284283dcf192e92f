// Original file: proto/storybook/billing.proto


export interface CancelSubscriptionReply {
  'url'?: (string);
  'account_type'?: (string);
}

export interface CancelSubscriptionReply__Output {
  'url': (string);
  'account_type': (string);
}
