import { api } from './client';
import type { ProfileChatRequest, ProfileChatResponse } from './types';

/** POST /api/profile/chat: one turn of the AI profile chat. */
export const profileChat = (body: ProfileChatRequest) =>
  api.post<ProfileChatResponse>('/api/profile/chat', body);
