import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingClient as _storybook_billing_BillingClient, BillingDefinition as _storybook_billing_BillingDefinition } from './storybook/billing/Billing';
import type { CancelSubscriptionReply as _storybook_billing_CancelSubscriptionReply, CancelSubscriptionReply__Output as _storybook_billing_CancelSubscriptionReply__Output } from './storybook/billing/CancelSubscriptionReply';
import type { ChangeSubscriptionRequest as _storybook_billing_ChangeSubscriptionRequest, ChangeSubscriptionRequest__Output as _storybook_billing_ChangeSubscriptionRequest__Output } from './storybook/billing/ChangeSubscriptionRequest';
import type { CheckCreditsReply as _storybook_billing_CheckCreditsReply, CheckCreditsReply__Output as _storybook_billing_CheckCreditsReply__Output } from './storybook/billing/CheckCreditsReply';
import type { CheckCreditsRequest as _storybook_billing_CheckCreditsRequest, CheckCreditsRequest__Output as _storybook_billing_CheckCreditsRequest__Output } from './storybook/billing/CheckCreditsRequest';
import type { CheckoutRequest as _storybook_billing_CheckoutRequest, CheckoutRequest__Output as _storybook_billing_CheckoutRequest__Output } from './storybook/billing/CheckoutRequest';
import type { CheckoutSuccessReply as _storybook_billing_CheckoutSuccessReply, CheckoutSuccessReply__Output as _storybook_billing_CheckoutSuccessReply__Output } from './storybook/billing/CheckoutSuccessReply';
import type { CheckoutSuccessRequest as _storybook_billing_CheckoutSuccessRequest, CheckoutSuccessRequest__Output as _storybook_billing_CheckoutSuccessRequest__Output } from './storybook/billing/CheckoutSuccessRequest';
import type { Credits as _storybook_billing_Credits, Credits__Output as _storybook_billing_Credits__Output } from './storybook/billing/Credits';
import type { Plan as _storybook_billing_Plan, Plan__Output as _storybook_billing_Plan__Output } from './storybook/billing/Plan';
import type { RedirectUrl as _storybook_billing_RedirectUrl, RedirectUrl__Output as _storybook_billing_RedirectUrl__Output } from './storybook/billing/RedirectUrl';
import type { StripeWebhook as _storybook_billing_StripeWebhook, StripeWebhook__Output as _storybook_billing_StripeWebhook__Output } from './storybook/billing/StripeWebhook';
import type { WebhookReply as _storybook_billing_WebhookReply, WebhookReply__Output as _storybook_billing_WebhookReply__Output } from './storybook/billing/WebhookReply';
import type { Book as _storybook_common_Book, Book__Output as _storybook_common_Book__Output } from './storybook/common/Book';
import type { ChildProfile as _storybook_common_ChildProfile, ChildProfile__Output as _storybook_common_ChildProfile__Output } from './storybook/common/ChildProfile';
import type { Education as _storybook_common_Education, Education__Output as _storybook_common_Education__Output } from './storybook/common/Education';
import type { Empty as _storybook_common_Empty, Empty__Output as _storybook_common_Empty__Output } from './storybook/common/Empty';
import type { Family as _storybook_common_Family, Family__Output as _storybook_common_Family__Output } from './storybook/common/Family';
import type { Friend as _storybook_common_Friend, Friend__Output as _storybook_common_Friend__Output } from './storybook/common/Friend';
import type { Interests as _storybook_common_Interests, Interests__Output as _storybook_common_Interests__Output } from './storybook/common/Interests';
import type { Page as _storybook_common_Page, Page__Output as _storybook_common_Page__Output } from './storybook/common/Page';
import type { PageRemake as _storybook_common_PageRemake, PageRemake__Output as _storybook_common_PageRemake__Output } from './storybook/common/PageRemake';
import type { PersonalInformation as _storybook_common_PersonalInformation, PersonalInformation__Output as _storybook_common_PersonalInformation__Output } from './storybook/common/PersonalInformation';
import type { PersonalTraits as _storybook_common_PersonalTraits, PersonalTraits__Output as _storybook_common_PersonalTraits__Output } from './storybook/common/PersonalTraits';
import type { Pet as _storybook_common_Pet, Pet__Output as _storybook_common_Pet__Output } from './storybook/common/Pet';
import type { ProfileData as _storybook_common_ProfileData, ProfileData__Output as _storybook_common_ProfileData__Output } from './storybook/common/ProfileData';
import type { Relative as _storybook_common_Relative, Relative__Output as _storybook_common_Relative__Output } from './storybook/common/Relative';
import type { SafetyRefusalCount as _storybook_common_SafetyRefusalCount, SafetyRefusalCount__Output as _storybook_common_SafetyRefusalCount__Output } from './storybook/common/SafetyRefusalCount';
import type { SafetyRefusals as _storybook_common_SafetyRefusals, SafetyRefusals__Output as _storybook_common_SafetyRefusals__Output } from './storybook/common/SafetyRefusals';
import type { ShelfData as _storybook_common_ShelfData, ShelfData__Output as _storybook_common_ShelfData__Output } from './storybook/common/ShelfData';
import type { ShelfItem as _storybook_common_ShelfItem, ShelfItem__Output as _storybook_common_ShelfItem__Output } from './storybook/common/ShelfItem';
import type { StorySummary as _storybook_common_StorySummary, StorySummary__Output as _storybook_common_StorySummary__Output } from './storybook/common/StorySummary';
import type { StorybookSettings as _storybook_common_StorybookSettings, StorybookSettings__Output as _storybook_common_StorybookSettings__Output } from './storybook/common/StorybookSettings';
import type { UserProfile as _storybook_common_UserProfile, UserProfile__Output as _storybook_common_UserProfile__Output } from './storybook/common/UserProfile';
import type { UserRef as _storybook_common_UserRef, UserRef__Output as _storybook_common_UserRef__Output } from './storybook/common/UserRef';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  storybook: {
    billing: {
      Billing: SubtypeConstructor<typeof grpc.Client, _storybook_billing_BillingClient> & { service: _storybook_billing_BillingDefinition }
      CancelSubscriptionReply: MessageTypeDefinition<_storybook_billing_CancelSubscriptionReply, _storybook_billing_CancelSubscriptionReply__Output>
      ChangeSubscriptionRequest: MessageTypeDefinition<_storybook_billing_ChangeSubscriptionRequest, _storybook_billing_ChangeSubscriptionRequest__Output>
      CheckCreditsReply: MessageTypeDefinition<_storybook_billing_CheckCreditsReply, _storybook_billing_CheckCreditsReply__Output>
      CheckCreditsRequest: MessageTypeDefinition<_storybook_billing_CheckCreditsRequest, _storybook_billing_CheckCreditsRequest__Output>
      CheckoutRequest: MessageTypeDefinition<_storybook_billing_CheckoutRequest, _storybook_billing_CheckoutRequest__Output>
      CheckoutSuccessReply: MessageTypeDefinition<_storybook_billing_CheckoutSuccessReply, _storybook_billing_CheckoutSuccessReply__Output>
      CheckoutSuccessRequest: MessageTypeDefinition<_storybook_billing_CheckoutSuccessRequest, _storybook_billing_CheckoutSuccessRequest__Output>
      Credits: MessageTypeDefinition<_storybook_billing_Credits, _storybook_billing_Credits__Output>
      Plan: MessageTypeDefinition<_storybook_billing_Plan, _storybook_billing_Plan__Output>
      RedirectUrl: MessageTypeDefinition<_storybook_billing_RedirectUrl, _storybook_billing_RedirectUrl__Output>
      StripeWebhook: MessageTypeDefinition<_storybook_billing_StripeWebhook, _storybook_billing_StripeWebhook__Output>
      WebhookReply: MessageTypeDefinition<_storybook_billing_WebhookReply, _storybook_billing_WebhookReply__Output>
    }
    common: {
      Book: MessageTypeDefinition<_storybook_common_Book, _storybook_common_Book__Output>
      ChildProfile: MessageTypeDefinition<_storybook_common_ChildProfile, _storybook_common_ChildProfile__Output>
      Education: MessageTypeDefinition<_storybook_common_Education, _storybook_common_Education__Output>
      Empty: MessageTypeDefinition<_storybook_common_Empty, _storybook_common_Empty__Output>
      Family: MessageTypeDefinition<_storybook_common_Family, _storybook_common_Family__Output>
      Friend: MessageTypeDefinition<_storybook_common_Friend, _storybook_common_Friend__Output>
      Interests: MessageTypeDefinition<_storybook_common_Interests, _storybook_common_Interests__Output>
      Page: MessageTypeDefinition<_storybook_common_Page, _storybook_common_Page__Output>
      PageRemake: MessageTypeDefinition<_storybook_common_PageRemake, _storybook_common_PageRemake__Output>
      PageStatus: EnumTypeDefinition
      PersonalInformation: MessageTypeDefinition<_storybook_common_PersonalInformation, _storybook_common_PersonalInformation__Output>
      PersonalTraits: MessageTypeDefinition<_storybook_common_PersonalTraits, _storybook_common_PersonalTraits__Output>
      Pet: MessageTypeDefinition<_storybook_common_Pet, _storybook_common_Pet__Output>
      ProfileData: MessageTypeDefinition<_storybook_common_ProfileData, _storybook_common_ProfileData__Output>
      Relative: MessageTypeDefinition<_storybook_common_Relative, _storybook_common_Relative__Output>
      SafetyRefusalCount: MessageTypeDefinition<_storybook_common_SafetyRefusalCount, _storybook_common_SafetyRefusalCount__Output>
      SafetyRefusals: MessageTypeDefinition<_storybook_common_SafetyRefusals, _storybook_common_SafetyRefusals__Output>
      ShelfData: MessageTypeDefinition<_storybook_common_ShelfData, _storybook_common_ShelfData__Output>
      ShelfItem: MessageTypeDefinition<_storybook_common_ShelfItem, _storybook_common_ShelfItem__Output>
      StorySummary: MessageTypeDefinition<_storybook_common_StorySummary, _storybook_common_StorySummary__Output>
      StorybookSettings: MessageTypeDefinition<_storybook_common_StorybookSettings, _storybook_common_StorybookSettings__Output>
      UserProfile: MessageTypeDefinition<_storybook_common_UserProfile, _storybook_common_UserProfile__Output>
      UserRef: MessageTypeDefinition<_storybook_common_UserRef, _storybook_common_UserRef__Output>
    }
  }
}

