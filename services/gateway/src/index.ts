export { createGatewayApp, type GatewayDeps, type ServiceClients } from './app';
export { gatewayConfigSchema, type GatewayConfig } from './config';
export { ROUTES } from './routes/route-table';
export { METHOD_NOT_ALLOWED } from './http/api-table';
export { openApiDocument } from './http/openapi';
export { startGateway, type GatewayHandle } from './service';
export { OwnAnswers } from './http/own-answers';
