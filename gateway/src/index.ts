export { type GatewayConfig, readConfig } from './config.ts';
export { createGatewayApp } from './server.ts';
export { type RunningShop, startShop } from './shop.ts';
export { CSRF_HEADER, createGatewayYoga, type GatewayYoga } from './yoga.ts';
