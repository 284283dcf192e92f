/**
 * Which storyteller writes for a model: the author adapter that serves it when one is configured
 * (OpenAI, Anthropic, a local server), else the offline storyteller, so `npm start` needs no key. The
 * story service's wiring asks this per request, as admins choose the model.
 */
import type { Authors } from '../authors';
import { modelStoryteller } from './model-storyteller';
import { offlineStoryteller } from './offline/offline-storyteller';
import type { Storyteller } from './storyteller';

export function storytellerFor(
  authors: Authors,
  model: string,
  offline: Storyteller = offlineStoryteller,
): Storyteller {
  const author = authors.forModel(model);
  return author ? modelStoryteller(author, model) : offline;
}
