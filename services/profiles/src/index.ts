export { profilesConfigSchema, type ProfilesConfig } from './config';
export { startProfilesService } from './service';
