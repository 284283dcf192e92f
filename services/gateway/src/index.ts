export { createGatewayApp, type GatewayDeps, type ServiceClients } from './app';
export { gatewayConfigSchema, type GatewayConfig } from './config';
export { ROUTES } from './routes/route-table';
export { startGateway, type GatewayHandle } from './service';
