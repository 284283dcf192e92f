import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccountType as _storybook_auth_AccountType, AccountType__Output as _storybook_auth_AccountType__Output } from './storybook/auth/AccountType';
import type { AuthClient as _storybook_auth_AuthClient, AuthDefinition as _storybook_auth_AuthDefinition } from './storybook/auth/Auth';
import type { GoogleLoginRequest as _storybook_auth_GoogleLoginRequest, GoogleLoginRequest__Output as _storybook_auth_GoogleLoginRequest__Output } from './storybook/auth/GoogleLoginRequest';
import type { GrantAnswer as _storybook_auth_GrantAnswer, GrantAnswer__Output as _storybook_auth_GrantAnswer__Output } from './storybook/auth/GrantAnswer';
import type { GrantCheck as _storybook_auth_GrantCheck, GrantCheck__Output as _storybook_auth_GrantCheck__Output } from './storybook/auth/GrantCheck';
import type { LocalLoginRequest as _storybook_auth_LocalLoginRequest, LocalLoginRequest__Output as _storybook_auth_LocalLoginRequest__Output } from './storybook/auth/LocalLoginRequest';
import type { LoginReply as _storybook_auth_LoginReply, LoginReply__Output as _storybook_auth_LoginReply__Output } from './storybook/auth/LoginReply';
import type { PinStatus as _storybook_auth_PinStatus, PinStatus__Output as _storybook_auth_PinStatus__Output } from './storybook/auth/PinStatus';
import type { ProblemReport as _storybook_auth_ProblemReport, ProblemReport__Output as _storybook_auth_ProblemReport__Output } from './storybook/auth/ProblemReport';
import type { SessionInfo as _storybook_auth_SessionInfo, SessionInfo__Output as _storybook_auth_SessionInfo__Output } from './storybook/auth/SessionInfo';
import type { SessionList as _storybook_auth_SessionList, SessionList__Output as _storybook_auth_SessionList__Output } from './storybook/auth/SessionList';
import type { SessionSummary as _storybook_auth_SessionSummary, SessionSummary__Output as _storybook_auth_SessionSummary__Output } from './storybook/auth/SessionSummary';
import type { SessionToken as _storybook_auth_SessionToken, SessionToken__Output as _storybook_auth_SessionToken__Output } from './storybook/auth/SessionToken';
import type { SessionsRequest as _storybook_auth_SessionsRequest, SessionsRequest__Output as _storybook_auth_SessionsRequest__Output } from './storybook/auth/SessionsRequest';
import type { SignInConfig as _storybook_auth_SignInConfig, SignInConfig__Output as _storybook_auth_SignInConfig__Output } from './storybook/auth/SignInConfig';
import type { UpdatePinRequest as _storybook_auth_UpdatePinRequest, UpdatePinRequest__Output as _storybook_auth_UpdatePinRequest__Output } from './storybook/auth/UpdatePinRequest';
import type { VerifyPinReply as _storybook_auth_VerifyPinReply, VerifyPinReply__Output as _storybook_auth_VerifyPinReply__Output } from './storybook/auth/VerifyPinReply';
import type { VerifyPinRequest as _storybook_auth_VerifyPinRequest, VerifyPinRequest__Output as _storybook_auth_VerifyPinRequest__Output } from './storybook/auth/VerifyPinRequest';
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
    auth: {
      AccountType: MessageTypeDefinition<_storybook_auth_AccountType, _storybook_auth_AccountType__Output>
      Auth: SubtypeConstructor<typeof grpc.Client, _storybook_auth_AuthClient> & { service: _storybook_auth_AuthDefinition }
      GoogleLoginRequest: MessageTypeDefinition<_storybook_auth_GoogleLoginRequest, _storybook_auth_GoogleLoginRequest__Output>
      GrantAnswer: MessageTypeDefinition<_storybook_auth_GrantAnswer, _storybook_auth_GrantAnswer__Output>
      GrantCheck: MessageTypeDefinition<_storybook_auth_GrantCheck, _storybook_auth_GrantCheck__Output>
      LocalLoginRequest: MessageTypeDefinition<_storybook_auth_LocalLoginRequest, _storybook_auth_LocalLoginRequest__Output>
      LoginReply: MessageTypeDefinition<_storybook_auth_LoginReply, _storybook_auth_LoginReply__Output>
      PinStatus: MessageTypeDefinition<_storybook_auth_PinStatus, _storybook_auth_PinStatus__Output>
      ProblemReport: MessageTypeDefinition<_storybook_auth_ProblemReport, _storybook_auth_ProblemReport__Output>
      SessionInfo: MessageTypeDefinition<_storybook_auth_SessionInfo, _storybook_auth_SessionInfo__Output>
      SessionList: MessageTypeDefinition<_storybook_auth_SessionList, _storybook_auth_SessionList__Output>
      SessionSummary: MessageTypeDefinition<_storybook_auth_SessionSummary, _storybook_auth_SessionSummary__Output>
      SessionToken: MessageTypeDefinition<_storybook_auth_SessionToken, _storybook_auth_SessionToken__Output>
      SessionsRequest: MessageTypeDefinition<_storybook_auth_SessionsRequest, _storybook_auth_SessionsRequest__Output>
      SignInConfig: MessageTypeDefinition<_storybook_auth_SignInConfig, _storybook_auth_SignInConfig__Output>
      UpdatePinRequest: MessageTypeDefinition<_storybook_auth_UpdatePinRequest, _storybook_auth_UpdatePinRequest__Output>
      VerifyPinReply: MessageTypeDefinition<_storybook_auth_VerifyPinReply, _storybook_auth_VerifyPinReply__Output>
      VerifyPinRequest: MessageTypeDefinition<_storybook_auth_VerifyPinRequest, _storybook_auth_VerifyPinRequest__Output>
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

