// Original file: proto/storybook/profiles.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ChildProfile as _storybook_common_ChildProfile, ChildProfile__Output as _storybook_common_ChildProfile__Output } from '../../storybook/common/ChildProfile';
import type { Empty as _storybook_common_Empty, Empty__Output as _storybook_common_Empty__Output } from '../../storybook/common/Empty';
import type { GetProfileRequest as _storybook_profiles_GetProfileRequest, GetProfileRequest__Output as _storybook_profiles_GetProfileRequest__Output } from '../../storybook/profiles/GetProfileRequest';
import type { ProfileChatReply as _storybook_profiles_ProfileChatReply, ProfileChatReply__Output as _storybook_profiles_ProfileChatReply__Output } from '../../storybook/profiles/ProfileChatReply';
import type { ProfileChatRequest as _storybook_profiles_ProfileChatRequest, ProfileChatRequest__Output as _storybook_profiles_ProfileChatRequest__Output } from '../../storybook/profiles/ProfileChatRequest';
import type { ProfileList as _storybook_profiles_ProfileList, ProfileList__Output as _storybook_profiles_ProfileList__Output } from '../../storybook/profiles/ProfileList';
import type { SafetyRefusals as _storybook_common_SafetyRefusals, SafetyRefusals__Output as _storybook_common_SafetyRefusals__Output } from '../../storybook/common/SafetyRefusals';
import type { SaveProfileRequest as _storybook_profiles_SaveProfileRequest, SaveProfileRequest__Output as _storybook_profiles_SaveProfileRequest__Output } from '../../storybook/profiles/SaveProfileRequest';
import type { UserRef as _storybook_common_UserRef, UserRef__Output as _storybook_common_UserRef__Output } from '../../storybook/common/UserRef';

export interface ProfilesClient extends grpc.Client {
  GetProfile(argument: _storybook_profiles_GetProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  GetProfile(argument: _storybook_profiles_GetProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  GetProfile(argument: _storybook_profiles_GetProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  GetProfile(argument: _storybook_profiles_GetProfileRequest, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  getProfile(argument: _storybook_profiles_GetProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  getProfile(argument: _storybook_profiles_GetProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  getProfile(argument: _storybook_profiles_GetProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  getProfile(argument: _storybook_profiles_GetProfileRequest, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  
  GetSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  GetSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  GetSafetyRefusals(argument: _storybook_common_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  GetSafetyRefusals(argument: _storybook_common_Empty, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  getSafetyRefusals(argument: _storybook_common_Empty, callback: grpc.requestCallback<_storybook_common_SafetyRefusals__Output>): grpc.ClientUnaryCall;
  
  ListProfiles(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  ListProfiles(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  ListProfiles(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  ListProfiles(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  listProfiles(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  listProfiles(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  listProfiles(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  listProfiles(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_profiles_ProfileList__Output>): grpc.ClientUnaryCall;
  
  ProfileChat(argument: _storybook_profiles_ProfileChatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  ProfileChat(argument: _storybook_profiles_ProfileChatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  ProfileChat(argument: _storybook_profiles_ProfileChatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  ProfileChat(argument: _storybook_profiles_ProfileChatRequest, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  profileChat(argument: _storybook_profiles_ProfileChatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  profileChat(argument: _storybook_profiles_ProfileChatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  profileChat(argument: _storybook_profiles_ProfileChatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  profileChat(argument: _storybook_profiles_ProfileChatRequest, callback: grpc.requestCallback<_storybook_profiles_ProfileChatReply__Output>): grpc.ClientUnaryCall;
  
  SaveProfile(argument: _storybook_profiles_SaveProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  SaveProfile(argument: _storybook_profiles_SaveProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  SaveProfile(argument: _storybook_profiles_SaveProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  SaveProfile(argument: _storybook_profiles_SaveProfileRequest, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  saveProfile(argument: _storybook_profiles_SaveProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  saveProfile(argument: _storybook_profiles_SaveProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  saveProfile(argument: _storybook_profiles_SaveProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  saveProfile(argument: _storybook_profiles_SaveProfileRequest, callback: grpc.requestCallback<_storybook_common_ChildProfile__Output>): grpc.ClientUnaryCall;
  
}

export interface ProfilesHandlers extends grpc.UntypedServiceImplementation {
  GetProfile: grpc.handleUnaryCall<_storybook_profiles_GetProfileRequest__Output, _storybook_common_ChildProfile>;
  
  GetSafetyRefusals: grpc.handleUnaryCall<_storybook_common_Empty__Output, _storybook_common_SafetyRefusals>;
  
  ListProfiles: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_profiles_ProfileList>;
  
  ProfileChat: grpc.handleUnaryCall<_storybook_profiles_ProfileChatRequest__Output, _storybook_profiles_ProfileChatReply>;
  
  SaveProfile: grpc.handleUnaryCall<_storybook_profiles_SaveProfileRequest__Output, _storybook_common_ChildProfile>;
  
}

export interface ProfilesDefinition extends grpc.ServiceDefinition {
  GetProfile: MethodDefinition<_storybook_profiles_GetProfileRequest, _storybook_common_ChildProfile, _storybook_profiles_GetProfileRequest__Output, _storybook_common_ChildProfile__Output>
  GetSafetyRefusals: MethodDefinition<_storybook_common_Empty, _storybook_common_SafetyRefusals, _storybook_common_Empty__Output, _storybook_common_SafetyRefusals__Output>
  ListProfiles: MethodDefinition<_storybook_common_UserRef, _storybook_profiles_ProfileList, _storybook_common_UserRef__Output, _storybook_profiles_ProfileList__Output>
  ProfileChat: MethodDefinition<_storybook_profiles_ProfileChatRequest, _storybook_profiles_ProfileChatReply, _storybook_profiles_ProfileChatRequest__Output, _storybook_profiles_ProfileChatReply__Output>
  SaveProfile: MethodDefinition<_storybook_profiles_SaveProfileRequest, _storybook_common_ChildProfile, _storybook_profiles_SaveProfileRequest__Output, _storybook_common_ChildProfile__Output>
}
