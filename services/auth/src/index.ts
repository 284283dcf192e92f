export { authConfigSchema, type AuthConfig } from './config';
export { startAuthService } from './service';
