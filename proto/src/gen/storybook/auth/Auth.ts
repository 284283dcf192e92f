// Original file: proto/storybook/auth.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccountType as _storybook_auth_AccountType, AccountType__Output as _storybook_auth_AccountType__Output } from '../../storybook/auth/AccountType';
import type { Empty as _storybook_common_Empty, Empty__Output as _storybook_common_Empty__Output } from '../../storybook/common/Empty';
import type { GoogleLoginRequest as _storybook_auth_GoogleLoginRequest, GoogleLoginRequest__Output as _storybook_auth_GoogleLoginRequest__Output } from '../../storybook/auth/GoogleLoginRequest';
import type { GrantAnswer as _storybook_auth_GrantAnswer, GrantAnswer__Output as _storybook_auth_GrantAnswer__Output } from '../../storybook/auth/GrantAnswer';
import type { GrantCheck as _storybook_auth_GrantCheck, GrantCheck__Output as _storybook_auth_GrantCheck__Output } from '../../storybook/auth/GrantCheck';
import type { LocalLoginRequest as _storybook_auth_LocalLoginRequest, LocalLoginRequest__Output as _storybook_auth_LocalLoginRequest__Output } from '../../storybook/auth/LocalLoginRequest';
import type { LoginReply as _storybook_auth_LoginReply, LoginReply__Output as _storybook_auth_LoginReply__Output } from '../../storybook/auth/LoginReply';
import type { PinStatus as _storybook_auth_PinStatus, PinStatus__Output as _storybook_auth_PinStatus__Output } from '../../storybook/auth/PinStatus';
import type { ProblemReport as _storybook_auth_ProblemReport, ProblemReport__Output as _storybook_auth_ProblemReport__Output } from '../../storybook/auth/ProblemReport';
import type { SessionInfo as _storybook_auth_SessionInfo, SessionInfo__Output as _storybook_auth_SessionInfo__Output } from '../../storybook/auth/SessionInfo';
import type { SessionList as _storybook_auth_SessionList, SessionList__Output as _storybook_auth_SessionList__Output } from '../../storybook/auth/SessionList';
import type { SessionToken as _storybook_auth_SessionToken, SessionToken__Output as _storybook_auth_SessionToken__Output } from '../../storybook/auth/SessionToken';
import type { SessionsRequest as _storybook_auth_SessionsRequest, SessionsRequest__Output as _storybook_auth_SessionsRequest__Output } from '../../storybook/auth/SessionsRequest';
import type { SignInConfig as _storybook_auth_SignInConfig, SignInConfig__Output as _storybook_auth_SignInConfig__Output } from '../../storybook/auth/SignInConfig';
import type { UpdatePinRequest as _storybook_auth_UpdatePinRequest, UpdatePinRequest__Output as _storybook_auth_UpdatePinRequest__Output } from '../../storybook/auth/UpdatePinRequest';
import type { UserProfile as _storybook_common_UserProfile, UserProfile__Output as _storybook_common_UserProfile__Output } from '../../storybook/common/UserProfile';
import type { UserRef as _storybook_common_UserRef, UserRef__Output as _storybook_common_UserRef__Output } from '../../storybook/common/UserRef';
import type { VerifyPinReply as _storybook_auth_VerifyPinReply, VerifyPinReply__Output as _storybook_auth_VerifyPinReply__Output } from '../../storybook/auth/VerifyPinReply';
import type { VerifyPinRequest as _storybook_auth_VerifyPinRequest, VerifyPinRequest__Output as _storybook_auth_VerifyPinRequest__Output } from '../../storybook/auth/VerifyPinRequest';

export interface AuthClient extends grpc.Client {
  CheckGenerationGrant(argument: _storybook_auth_GrantCheck, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  CheckGenerationGrant(argument: _storybook_auth_GrantCheck, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  CheckGenerationGrant(argument: _storybook_auth_GrantCheck, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  CheckGenerationGrant(argument: _storybook_auth_GrantCheck, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  checkGenerationGrant(argument: _storybook_auth_GrantCheck, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  checkGenerationGrant(argument: _storybook_auth_GrantCheck, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  checkGenerationGrant(argument: _storybook_auth_GrantCheck, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  checkGenerationGrant(argument: _storybook_auth_GrantCheck, callback: grpc.requestCallback<_storybook_auth_GrantAnswer__Output>): grpc.ClientUnaryCall;
  
  DeleteAccount(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  
  GetAccountType(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  GetAccountType(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  GetAccountType(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  GetAccountType(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  getAccountType(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  getAccountType(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  getAccountType(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  getAccountType(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_auth_AccountType__Output>): grpc.ClientUnaryCall;
  
  GetPinStatus(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  GetPinStatus(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  GetPinStatus(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  GetPinStatus(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  getPinStatus(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  getPinStatus(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  getPinStatus(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  getPinStatus(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_auth_PinStatus__Output>): grpc.ClientUnaryCall;
  
  GetSignInConfig(argument: _storybook_common_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  GetSignInConfig(argument: _storybook_common_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  GetSignInConfig(argument: _storybook_common_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  GetSignInConfig(argument: _storybook_common_Empty, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  getSignInConfig(argument: _storybook_common_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  getSignInConfig(argument: _storybook_common_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  getSignInConfig(argument: _storybook_common_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  getSignInConfig(argument: _storybook_common_Empty, callback: grpc.requestCallback<_storybook_auth_SignInConfig__Output>): grpc.ClientUnaryCall;
  
  GetUser(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  getUser(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  getUser(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  getUser(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  getUser(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_common_UserProfile__Output>): grpc.ClientUnaryCall;
  
  GoogleLogin(argument: _storybook_auth_GoogleLoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  GoogleLogin(argument: _storybook_auth_GoogleLoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  GoogleLogin(argument: _storybook_auth_GoogleLoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  GoogleLogin(argument: _storybook_auth_GoogleLoginRequest, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  googleLogin(argument: _storybook_auth_GoogleLoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  googleLogin(argument: _storybook_auth_GoogleLoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  googleLogin(argument: _storybook_auth_GoogleLoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  googleLogin(argument: _storybook_auth_GoogleLoginRequest, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  
  ListSessions(argument: _storybook_auth_SessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _storybook_auth_SessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _storybook_auth_SessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  ListSessions(argument: _storybook_auth_SessionsRequest, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _storybook_auth_SessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _storybook_auth_SessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _storybook_auth_SessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  listSessions(argument: _storybook_auth_SessionsRequest, callback: grpc.requestCallback<_storybook_auth_SessionList__Output>): grpc.ClientUnaryCall;
  
  LocalLogin(argument: _storybook_auth_LocalLoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  LocalLogin(argument: _storybook_auth_LocalLoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  LocalLogin(argument: _storybook_auth_LocalLoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  LocalLogin(argument: _storybook_auth_LocalLoginRequest, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  localLogin(argument: _storybook_auth_LocalLoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  localLogin(argument: _storybook_auth_LocalLoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  localLogin(argument: _storybook_auth_LocalLoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  localLogin(argument: _storybook_auth_LocalLoginRequest, callback: grpc.requestCallback<_storybook_auth_LoginReply__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _storybook_auth_SessionToken, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _storybook_auth_SessionToken, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _storybook_auth_SessionToken, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _storybook_auth_SessionToken, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  
  ReportProblem(argument: _storybook_auth_ProblemReport, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  ReportProblem(argument: _storybook_auth_ProblemReport, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  ReportProblem(argument: _storybook_auth_ProblemReport, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  ReportProblem(argument: _storybook_auth_ProblemReport, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  reportProblem(argument: _storybook_auth_ProblemReport, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  reportProblem(argument: _storybook_auth_ProblemReport, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  reportProblem(argument: _storybook_auth_ProblemReport, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  reportProblem(argument: _storybook_auth_ProblemReport, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  
  ResolveSession(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _storybook_auth_SessionToken, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _storybook_auth_SessionToken, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _storybook_auth_SessionToken, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _storybook_auth_SessionToken, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _storybook_auth_SessionToken, callback: grpc.requestCallback<_storybook_auth_SessionInfo__Output>): grpc.ClientUnaryCall;
  
  SignOutEverywhere(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  SignOutEverywhere(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  SignOutEverywhere(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  SignOutEverywhere(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  signOutEverywhere(argument: _storybook_common_UserRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  signOutEverywhere(argument: _storybook_common_UserRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  signOutEverywhere(argument: _storybook_common_UserRef, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  signOutEverywhere(argument: _storybook_common_UserRef, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  
  UpdatePin(argument: _storybook_auth_UpdatePinRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  UpdatePin(argument: _storybook_auth_UpdatePinRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  UpdatePin(argument: _storybook_auth_UpdatePinRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  UpdatePin(argument: _storybook_auth_UpdatePinRequest, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  updatePin(argument: _storybook_auth_UpdatePinRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  updatePin(argument: _storybook_auth_UpdatePinRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  updatePin(argument: _storybook_auth_UpdatePinRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  updatePin(argument: _storybook_auth_UpdatePinRequest, callback: grpc.requestCallback<_storybook_common_Empty__Output>): grpc.ClientUnaryCall;
  
  VerifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  VerifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  VerifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  VerifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  verifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  verifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  verifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  verifyGenerationPin(argument: _storybook_auth_VerifyPinRequest, callback: grpc.requestCallback<_storybook_auth_VerifyPinReply__Output>): grpc.ClientUnaryCall;
  
}

export interface AuthHandlers extends grpc.UntypedServiceImplementation {
  CheckGenerationGrant: grpc.handleUnaryCall<_storybook_auth_GrantCheck__Output, _storybook_auth_GrantAnswer>;
  
  DeleteAccount: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_common_Empty>;
  
  GetAccountType: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_auth_AccountType>;
  
  GetPinStatus: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_auth_PinStatus>;
  
  GetSignInConfig: grpc.handleUnaryCall<_storybook_common_Empty__Output, _storybook_auth_SignInConfig>;
  
  GetUser: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_common_UserProfile>;
  
  GoogleLogin: grpc.handleUnaryCall<_storybook_auth_GoogleLoginRequest__Output, _storybook_auth_LoginReply>;
  
  ListSessions: grpc.handleUnaryCall<_storybook_auth_SessionsRequest__Output, _storybook_auth_SessionList>;
  
  LocalLogin: grpc.handleUnaryCall<_storybook_auth_LocalLoginRequest__Output, _storybook_auth_LoginReply>;
  
  Logout: grpc.handleUnaryCall<_storybook_auth_SessionToken__Output, _storybook_common_Empty>;
  
  ReportProblem: grpc.handleUnaryCall<_storybook_auth_ProblemReport__Output, _storybook_common_Empty>;
  
  ResolveSession: grpc.handleUnaryCall<_storybook_auth_SessionToken__Output, _storybook_auth_SessionInfo>;
  
  SignOutEverywhere: grpc.handleUnaryCall<_storybook_common_UserRef__Output, _storybook_common_Empty>;
  
  UpdatePin: grpc.handleUnaryCall<_storybook_auth_UpdatePinRequest__Output, _storybook_common_Empty>;
  
  VerifyGenerationPin: grpc.handleUnaryCall<_storybook_auth_VerifyPinRequest__Output, _storybook_auth_VerifyPinReply>;
  
}

export interface AuthDefinition extends grpc.ServiceDefinition {
  CheckGenerationGrant: MethodDefinition<_storybook_auth_GrantCheck, _storybook_auth_GrantAnswer, _storybook_auth_GrantCheck__Output, _storybook_auth_GrantAnswer__Output>
  DeleteAccount: MethodDefinition<_storybook_common_UserRef, _storybook_common_Empty, _storybook_common_UserRef__Output, _storybook_common_Empty__Output>
  GetAccountType: MethodDefinition<_storybook_common_UserRef, _storybook_auth_AccountType, _storybook_common_UserRef__Output, _storybook_auth_AccountType__Output>
  GetPinStatus: MethodDefinition<_storybook_common_UserRef, _storybook_auth_PinStatus, _storybook_common_UserRef__Output, _storybook_auth_PinStatus__Output>
  GetSignInConfig: MethodDefinition<_storybook_common_Empty, _storybook_auth_SignInConfig, _storybook_common_Empty__Output, _storybook_auth_SignInConfig__Output>
  GetUser: MethodDefinition<_storybook_common_UserRef, _storybook_common_UserProfile, _storybook_common_UserRef__Output, _storybook_common_UserProfile__Output>
  GoogleLogin: MethodDefinition<_storybook_auth_GoogleLoginRequest, _storybook_auth_LoginReply, _storybook_auth_GoogleLoginRequest__Output, _storybook_auth_LoginReply__Output>
  ListSessions: MethodDefinition<_storybook_auth_SessionsRequest, _storybook_auth_SessionList, _storybook_auth_SessionsRequest__Output, _storybook_auth_SessionList__Output>
  LocalLogin: MethodDefinition<_storybook_auth_LocalLoginRequest, _storybook_auth_LoginReply, _storybook_auth_LocalLoginRequest__Output, _storybook_auth_LoginReply__Output>
  Logout: MethodDefinition<_storybook_auth_SessionToken, _storybook_common_Empty, _storybook_auth_SessionToken__Output, _storybook_common_Empty__Output>
  ReportProblem: MethodDefinition<_storybook_auth_ProblemReport, _storybook_common_Empty, _storybook_auth_ProblemReport__Output, _storybook_common_Empty__Output>
  ResolveSession: MethodDefinition<_storybook_auth_SessionToken, _storybook_auth_SessionInfo, _storybook_auth_SessionToken__Output, _storybook_auth_SessionInfo__Output>
  SignOutEverywhere: MethodDefinition<_storybook_common_UserRef, _storybook_common_Empty, _storybook_common_UserRef__Output, _storybook_common_Empty__Output>
  UpdatePin: MethodDefinition<_storybook_auth_UpdatePinRequest, _storybook_common_Empty, _storybook_auth_UpdatePinRequest__Output, _storybook_common_Empty__Output>
  VerifyGenerationPin: MethodDefinition<_storybook_auth_VerifyPinRequest, _storybook_auth_VerifyPinReply, _storybook_auth_VerifyPinRequest__Output, _storybook_auth_VerifyPinReply__Output>
}
