export { startEmbedded, type EmbeddedOptions, type EmbeddedProduct } from './run-embedded';
export { startWebServer, type WebServer } from './web-server';
