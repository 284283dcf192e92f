export {
  EMBEDDED_STARTER_CREDITS,
  startEmbedded,
  type EmbeddedOptions,
  type EmbeddedProduct,
} from './run-embedded';
export { startWebServer, type WebServer } from './web-server';
