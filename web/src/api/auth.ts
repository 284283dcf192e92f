import { api } from './client';
import type { Body, Query } from './contract';

/** POST /api/auth/google-login: exchanges the sign-in credential for a session cookie. */
export const googleLogin = (body: Body<'/api/auth/google-login'>) => api.post('/api/auth/google-login', body);

/** POST /api/auth/local-login: local sign-in when no sign-in provider is configured. */
export const localLogin = (body: Body<'/api/auth/local-login'>) => api.post('/api/auth/local-login', body);

/** POST /api/auth/logout */
export const logout = () => api.post('/api/auth/logout', {});

/** GET /api/auth/config: which sign-in methods the gateway offers. */
export const getAuthConfig = (signal?: AbortSignal) => api.get('/api/auth/config', {}, signal);

/** POST /api/auth/verify-gen: checks the generation PIN. */
export const verifyGenerationPin = (body: Body<'/api/auth/verify-gen'>) =>
  api.post('/api/auth/verify-gen', body);

/** GET /api/auth/pin-status: whether a PIN is set, the attempts left and until when it is locked. */
export const getPinStatus = (query: Query<'/api/auth/pin-status'>, signal?: AbortSignal) =>
  api.get('/api/auth/pin-status', query, signal);
