// Original file: proto/storybook/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CancelSubscriptionReply as _storybook_billing_CancelSubscriptionReply, CancelSubscriptionReply__Output as _storybook_billing_CancelSubscriptionReply__Output } from '../../storybook/billing/CancelSubscriptionReply';
import type { ChangeSubscriptionRequest as _storybook_billing_ChangeSubscriptionRequest, ChangeSubscriptionRequest__Output as _storybook_billing_ChangeSubscriptionRequest__Output } from '../../storybook/billing/ChangeSubscriptionRequest';
import type { CheckCreditsReply as _storybook_billing_CheckCreditsReply, CheckCreditsReply__Output as _storybook_billing_CheckCreditsReply__Output } from '../../storybook/billing/CheckCreditsReply';
import type { CheckCreditsRequest as _storybook_billing_CheckCreditsRequest, CheckCreditsRequest__Output as _storybook_billing_CheckCreditsRequest__Output } from '../../storybook/billing/CheckCreditsRequest';
import type { CheckoutRequest as _storybook_billing_CheckoutRequest, CheckoutRequest__Output as _storybook_billing_CheckoutRequest__Output } from '../../storybook/billing/CheckoutRequest';
import type { CheckoutSuccessReply as _storybook_billing_CheckoutSuccessReply, CheckoutSuccessReply__Output as _storybook_billing_CheckoutSuccessReply__Output } from '../../storybook/billing/CheckoutSuccessReply';
import type { CheckoutSuccessRequest as _storybook_billing_CheckoutSuccessRequest, CheckoutSuccessRequest__Output as _storybook_billing_CheckoutSuccessRequest__Output } from '../../storybook/billing/CheckoutSuccessRequest';
import type { Credits as _storybook_billing_Credits, Credits__Output as _storybook_billing_Credits__Output } from '../../storybook/billing/Credits';
import type { Plan as _storybook_billing_Plan, Plan__Output as _storybook_billing_Plan__Output } from '../../storybook/billing/Plan';
import type { RedirectUrl as _storybook_billing_RedirectUrl, RedirectUrl__Output as _storybook_billing_RedirectUrl__Output } from '../../storybook/billing/RedirectUrl';
import type { StripeWebhook as _storybook_billing_StripeWebhook, StripeWebhook__Output as _storybook_billing_StripeWebhook__Output } from '../../storybook/billing/StripeWebhook';
import type { UserRef as _storybook_common_UserRef, UserRef__Output as _storybook_common_UserRef__Output } from '../../storybook/common/UserRef';
import type { WebhookReply as _storybook_billing_WebhookReply, WebhookReply__Output as _storybook_billing_WebhookReply__Output } from '../../storybook/billing/WebhookReply';

export interface BillingClient extends grpc.Client {
  CancelSubscription(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  CancelSubscription(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  CancelSubscription(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  CancelSubscription(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  cancelSubscription(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_billing_CancelSubscriptionReply__Output>): grpc.ClientUnaryCall;
  
  ChangeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  ChangeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  ChangeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  ChangeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  changeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  changeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  changeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  changeSubscription(argument: _storybook_billing_ChangeSubscriptionRequest, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  
  CheckCredits(argument: _storybook_billing_CheckCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  CheckCredits(argument: _storybook_billing_CheckCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  CheckCredits(argument: _storybook_billing_CheckCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  CheckCredits(argument: _storybook_billing_CheckCreditsRequest, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  checkCredits(argument: _storybook_billing_CheckCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  checkCredits(argument: _storybook_billing_CheckCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  checkCredits(argument: _storybook_billing_CheckCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  checkCredits(argument: _storybook_billing_CheckCreditsRequest, callback: grpc.requestCallback<_storybook_billing_CheckCreditsReply__Output>): grpc.ClientUnaryCall;
  
  Checkout(argument: _storybook_billing_CheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  Checkout(argument: _storybook_billing_CheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  Checkout(argument: _storybook_billing_CheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  Checkout(argument: _storybook_billing_CheckoutRequest, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  checkout(argument: _storybook_billing_CheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  checkout(argument: _storybook_billing_CheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  checkout(argument: _storybook_billing_CheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  checkout(argument: _storybook_billing_CheckoutRequest, callback: grpc.requestCallback<_storybook_billing_RedirectUrl__Output>): grpc.ClientUnaryCall;
  
  CheckoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  CheckoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  CheckoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  CheckoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  checkoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  checkoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  checkoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  checkoutSuccess(argument: _storybook_billing_CheckoutSuccessRequest, callback: grpc.requestCallback<_storybook_billing_CheckoutSuccessReply__Output>): grpc.ClientUnaryCall;
  
  GetCredits(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_billing_Credits__Output>): grpc.ClientUnaryCall;
  
  GetPlan(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  GetPlan(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  getPlan(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_billing_Plan__Output>): grpc.ClientUnaryCall;
  
  HandleStripeWebhook(argument: _storybook_billing_StripeWebhook, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  HandleStripeWebhook(argument: _storybook_billing_StripeWebhook, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  HandleStripeWebhook(argument: _storybook_billing_StripeWebhook, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  HandleStripeWebhook(argument: _storybook_billing_StripeWebhook, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handleStripeWebhook(argument: _storybook_billing_StripeWebhook, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handleStripeWebhook(argument: _storybook_billing_StripeWebhook, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handleStripeWebhook(argument: _storybook_billing_StripeWebhook, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  handleStripeWebhook(argument: _storybook_billing_StripeWebhook, callback: grpc.requestCallback<_storybook_billing_WebhookReply__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingHandlers extends grpc.UntypedServiceImplementation {
  CancelSubscription: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_billing_CancelSubscriptionReply>;
  
  ChangeSubscription: grpc.handleUnaryCall<_storybook_billing_ChangeSubscriptionRequest__Output, _storybook_billing_RedirectUrl>;
  
  CheckCredits: grpc.handleUnaryCall<_storybook_billing_CheckCreditsRequest__Output, _storybook_billing_CheckCreditsReply>;
  
  Checkout: grpc.handleUnaryCall<_storybook_billing_CheckoutRequest__Output, _storybook_billing_RedirectUrl>;
  
  CheckoutSuccess: grpc.handleUnaryCall<_storybook_billing_CheckoutSuccessRequest__Output, _storybook_billing_CheckoutSuccessReply>;
  
  GetCredits: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_billing_Credits>;
  
  GetPlan: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_billing_Plan>;
  
  HandleStripeWebhook: grpc.handleUnaryCall<_storybook_billing_StripeWebhook__Output, _storybook_billing_WebhookReply>;
  
}

export interface BillingDefinition extends grpc.ServiceDefinition {
  CancelSubscription: MethodDefinition<_storybook_common_UserRef, _storybook_billing_CancelSubscriptionReply, _storybook_common_UserRef__Output, _storybook_billing_CancelSubscriptionReply__Output>
  ChangeSubscription: MethodDefinition<_storybook_billing_ChangeSubscriptionRequest, _storybook_billing_RedirectUrl, _storybook_billing_ChangeSubscriptionRequest__Output, _storybook_billing_RedirectUrl__Output>
  CheckCredits: MethodDefinition<_storybook_billing_CheckCreditsRequest, _storybook_billing_CheckCreditsReply, _storybook_billing_CheckCreditsRequest__Output, _storybook_billing_CheckCreditsReply__Output>
  Checkout: MethodDefinition<_storybook_billing_CheckoutRequest, _storybook_billing_RedirectUrl, _storybook_billing_CheckoutRequest__Output, _storybook_billing_RedirectUrl__Output>
  CheckoutSuccess: MethodDefinition<_storybook_billing_CheckoutSuccessRequest, _storybook_billing_CheckoutSuccessReply, _storybook_billing_CheckoutSuccessRequest__Output, _storybook_billing_CheckoutSuccessReply__Output>
  GetCredits: MethodDefinition<_storybook_common_UserRef, _storybook_billing_Credits, _storybook_common_UserRef__Output, _storybook_billing_Credits__Output>
  GetPlan: MethodDefinition<_storybook_common_UserRef, _storybook_billing_Plan, _storybook_common_UserRef__Output, _storybook_billing_Plan__Output>
  HandleStripeWebhook: MethodDefinition<_storybook_billing_StripeWebhook, _storybook_billing_WebhookReply, _storybook_billing_StripeWebhook__Output, _storybook_billing_WebhookReply__Output>
}
