/** The storyteller port, its two implementations and the pure rules around them (see storyteller.ts). */
export * from './storyteller';
export * from './story-catalog';
export * from './story-schemas';
export * from './reading-level';
export * from './story-language';
export * from './token-cost';
export { modelStoryteller, storytellerRules } from './model-storyteller';
export {
  createOfflineStoryteller,
  offlineStoryteller,
  type OfflineStorytellerOptions,
} from './offline/offline-storyteller';
export { offlineLanguage, OFFLINE_LANGUAGES, type OfflineLanguage } from './offline/languages';
export { storytellerFor } from './storyteller-for';
export { characterSheet } from './character-sheet';
export * from './quality';
