// Original file: proto/storybook/billing.proto


export interface WebhookReply {
  'received'?: (boolean);
}

export interface WebhookReply__Output {
  'received': (boolean);
}
