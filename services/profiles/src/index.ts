export { profileChatAdapters } from './chat-adapters';
export { profilesConfigSchema, type ProfilesConfig } from './config';
export { startProfilesService, type ProfilesAdapters } from './service';
