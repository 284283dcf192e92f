import { api } from './client';
import type {
  AccountTypeResponse,
  CreditsResponse,
  OkResponse,
  ProfileDataResponse,
  SessionsResponse,
  UpdatePinRequest,
} from './types';

/** POST /api/user/get-user: the signed-in user (401 when not signed in). */
export const getUser = (signal?: AbortSignal) =>
  api.post<ProfileDataResponse>('/api/user/get-user', {}, signal);

/** POST /api/user/get-credits */
export const getCredits = (body: { user_id: string }, signal?: AbortSignal) =>
  api.post<CreditsResponse>('/api/user/get-credits', body, signal);

/** GET /api/user/get-account-type?userId=.. */
export const getAccountType = (params: { userId: string }, signal?: AbortSignal) =>
  api.get<AccountTypeResponse>('/api/user/get-account-type', { userId: params.userId }, signal);

/** POST /api/user/update-pin */
export const updatePin = (body: UpdatePinRequest) => api.post<OkResponse>('/api/user/update-pin', body);

/** POST /api/user/sessions: the browsers the user is signed in with, newest first. */
export const getSessions = (signal?: AbortSignal) =>
  api.post<SessionsResponse>('/api/user/sessions', {}, signal);

/** POST /api/user/sign-out-everywhere: ends every session of the user, this one too. */
export const signOutEverywhere = () => api.post<OkResponse>('/api/user/sign-out-everywhere', {});

/** POST /api/user/delete-account */
export const deleteAccount = (body: { user_id: string }) =>
  api.post<OkResponse>('/api/user/delete-account', body);
