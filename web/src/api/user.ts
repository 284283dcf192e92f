import { api } from './client';
import type { Body } from './contract';

/** POST /api/user/get-user: the signed-in user (401 when not signed in). */
export const getUser = (signal?: AbortSignal) => api.post('/api/user/get-user', {}, signal);

/** POST /api/user/get-credits */
export const getCredits = (body: Body<'/api/user/get-credits'>, signal?: AbortSignal) =>
  api.post('/api/user/get-credits', body, signal);

/** GET /api/user/get-account-type?userId=.. */
export const getAccountType = (params: { userId: string }, signal?: AbortSignal) =>
  api.get('/api/user/get-account-type', { userId: params.userId }, signal);

/** POST /api/user/update-pin */
export const updatePin = (body: Body<'/api/user/update-pin'>) => api.post('/api/user/update-pin', body);

/** POST /api/user/sessions: the browsers the user is signed in with, newest first. */
export const getSessions = (signal?: AbortSignal) => api.post('/api/user/sessions', {}, signal);

/** POST /api/user/sign-out-everywhere: ends every session of the user, this one too. */
export const signOutEverywhere = () => api.post('/api/user/sign-out-everywhere', {});

/** POST /api/user/delete-account */
export const deleteAccount = (body: Body<'/api/user/delete-account'>) =>
  api.post('/api/user/delete-account', body);
