import { api } from './client';
import type {
  CreateProfileRequest,
  CreateProfileResponse,
  GetProfileResponse,
  UserProfilesResponse,
} from './types';

/** GET /api/files/get-user-profiles?userId=.. : the user's child profiles. */
export const getUserProfiles = (params: { userId: string }, signal?: AbortSignal) =>
  api.get<UserProfilesResponse>('/api/files/get-user-profiles', { userId: params.userId }, signal);

/** POST /api/files/get-profile/ (the trailing slash is part of the path) */
export const getProfile = (body: { user_id: string; profile_id: string }, signal?: AbortSignal) =>
  api.post<GetProfileResponse>('/api/files/get-profile/', body, signal);

/** POST /api/files/create-profile: creates, or updates when profile_id is given. */
export const createProfile = (body: CreateProfileRequest) =>
  api.post<CreateProfileResponse>('/api/files/create-profile', body);
