import { api } from './client';
import type { Body } from './contract';

/** POST /api/profile/chat: one turn of the AI profile chat. */
export const profileChat = (body: Body<'/api/profile/chat'>) => api.post('/api/profile/chat', body);
