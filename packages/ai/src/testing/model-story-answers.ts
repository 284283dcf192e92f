/**
 * What a fake OpenAI answers the model storyteller, by the answer schema the request names: well-formed
 * ideas, summary and story about Maya, as a model following the rules would write them.
 */
import type { FakeAnswer, FakeAnswerHandler } from './fake-server';

export const MODEL_SUMMARY = {
  title: 'Maya and the Moon Cakes',
  summary: 'Maya and her dog Biscuit bake moon cakes for the whole seaside village and learn to share them.',
  genre: 'Adventure',
  themes: 'Friendship, SharingAndCooperation',
  setting: 'A sunny seaside village',
  characters: 'Maya, a girl of 6 with brown hair and green eyes; Biscuit, her beagle',
};

const PAGES = [
  'Maya woke up early and ran to the kitchen with Biscuit.',
  'Maya found a recipe for moon cakes in Grandma’s old book.',
  'Maya and Biscuit mixed flour, honey and a pinch of starlight to bake for the village.',
  'The cakes came out round and golden, just like the moon.',
  'Maya carried a basket of cakes down to the harbour.',
  'Her friend Zoe helped her give a cake to every fisherman.',
  'There was one cake left, and Maya shared it with Biscuit.',
  'That night Maya smiled at the moon, full and happy.',
];

export const MODEL_STORY = {
  completeStory: 'Maya bakes moon cakes with her dog Biscuit and shares them with everyone in the village.',
  expandedStory: PAGES.join(' '),
  bookLayout: PAGES.map((pageText, index) => ({
    pageText,
    sceneDescription: `Page ${index + 1}: Maya, a girl of 6 with brown hair, and Biscuit the beagle in a seaside village.`,
  })),
};

export const MODEL_IDEAS = [
  'Maya and Biscuit find a map in the sand by the sea.',
  'Maya teaches her friend Zoe to draw an otter.',
  'Maya bakes pancakes for a hungry dragon.',
  'Maya and her brother Tomas build the tallest sandcastle ever.',
];

/** The schema the LLM safety judge answers in. */
export const JUDGE_SCHEMA = 'safety_verdict';

/** A judge that lets the text through. */
export const JUDGE_ALLOWS = { verdict: 'allow', category: 'none', reason: 'A gentle story for a child.' };

/** Whether a recorded chat request was the safety judge's (not the storyteller's). */
export const isJudgeRequest = (body: unknown): boolean => schemaName(body) === JUDGE_SCHEMA;

/** The name of the answer schema an OpenAI chat request asks for (`story_book`, `safety_verdict`). */
export const schemaName = (body: unknown): string =>
  String(
    (body as { response_format?: { json_schema?: { name?: unknown } } } | undefined)?.response_format
      ?.json_schema?.name ?? '',
  );

/** Answers by the schema a request names; `usage` fixes the tokens each answer reports. */
export function storyAnswers(usage = { inputTokens: 1000, outputTokens: 500 }): FakeAnswerHandler {
  return (request): FakeAnswer => {
    switch (schemaName(request.body)) {
      case 'story_ideas':
        return { json: { ideas: MODEL_IDEAS }, usage };
      case 'story_summary':
        return { json: MODEL_SUMMARY, usage };
      case 'story_book':
        return { json: MODEL_STORY, usage };
      case JUDGE_SCHEMA:
        return { json: JUDGE_ALLOWS, usage: { inputTokens: 400, outputTokens: 20 } };
      default:
        return { status: 400, message: `no answer for schema ${schemaName(request.body)}` };
    }
  };
}
