// Original file: proto/storybook/billing.proto


export interface StripeWebhook {
  'payload'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
}

export interface StripeWebhook__Output {
  'payload': (Buffer);
  'signature': (string);
}
