export { startEmbedded, type EmbeddedOptions, type EmbeddedProduct } from './run-embedded';
