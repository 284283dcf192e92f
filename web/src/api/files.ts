import { api } from './client';
import type { Body } from './contract';

/** GET /api/files/get-user-profiles?userId=.. : the user's child profiles. */
export const getUserProfiles = (params: { userId: string }, signal?: AbortSignal) =>
  api.get('/api/files/get-user-profiles', { userId: params.userId }, signal);

/** POST /api/files/get-profile/ (the trailing slash is part of the path) */
export const getProfile = (body: Body<'/api/files/get-profile/'>, signal?: AbortSignal) =>
  api.post('/api/files/get-profile/', body, signal);

/** POST /api/files/create-profile: creates, or updates when profile_id is given. */
export const createProfile = (body: Body<'/api/files/create-profile'>) =>
  api.post('/api/files/create-profile', body);
