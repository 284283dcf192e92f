import { api } from './client';
import type {
  AuthConfig,
  OkResponse,
  PinStatusResponse,
  ProfileDataResponse,
  VerifyGenRequest,
  VerifyGenResponse,
} from './types';

/** POST /api/auth/google-login: exchanges the sign-in credential for a session cookie. */
export const googleLogin = (body: { credentialId: string }) =>
  api.post<ProfileDataResponse>('/api/auth/google-login', body);

/** POST /api/auth/local-login: local sign-in when no sign-in provider is configured. */
export const localLogin = (body: { name: string }) =>
  api.post<ProfileDataResponse>('/api/auth/local-login', body);

/** POST /api/auth/logout */
export const logout = () => api.post<OkResponse>('/api/auth/logout', {});

/** GET /api/auth/config: which sign-in methods the gateway offers. */
export const getAuthConfig = (signal?: AbortSignal) =>
  api.get<AuthConfig>('/api/auth/config', undefined, signal);

/** POST /api/auth/verify-gen: checks the generation PIN. */
export const verifyGenerationPin = (body: VerifyGenRequest) =>
  api.post<VerifyGenResponse>('/api/auth/verify-gen', body);

/** GET /api/auth/pin-status: whether a PIN is set, the attempts left and until when it is locked. */
export const getPinStatus = (query: { userId: string }, signal?: AbortSignal) =>
  api.get<PinStatusResponse>('/api/auth/pin-status', query, signal);
