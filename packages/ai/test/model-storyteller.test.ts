/**
 * The model storyteller through the real openai and @anthropic-ai/sdk clients, pointed at local servers
 * that speak their wire formats: what each request carries (the profile, the rules, the schema), how the
 * answer is validated and normalised, and a malformed answer asked for once more, then AuthorOutputError.
 */
import {
  AuthorOutputError,
  createAnthropicAuthor,
  createOpenAICompatibleAuthor,
  createOpenAIAuthor,
  type Author,
} from '@storybook-app/ai';
import { startFakeAnthropic, startFakeOpenAI, type FakeAnswer } from '@storybook-app/ai/testing';
import {
  costUsd,
  GENRES,
  modelStoryteller,
  type StorySummaryFields,
  type Storyteller,
} from '../src/storytelling';
import { lucasProfile, mayaProfile } from '@storybook-app/ai/testing';

interface SentRequest {
  system: string;
  /** The user and assistant turns, in order. */
  turns: string[];
  /** The JSON schema the provider was given for the answer. */
  schema: string;
  maxTokens: number | undefined;
}

interface Provider {
  name: string;
  model: string;
  start(): Promise<{
    author: Author;
    reply(...answers: FakeAnswer[]): void;
    sent(): SentRequest[];
    close(): Promise<void>;
  }>;
}

const text = (content: unknown): string => (typeof content === 'string' ? content : JSON.stringify(content));

const PROVIDERS: Provider[] = [
  {
    name: 'openai',
    model: 'gpt-4o-mini',
    async start() {
      const fake = await startFakeOpenAI();
      return {
        author: createOpenAIAuthor({
          apiKey: fake.apiKey!,
          baseURL: fake.url,
          maxRetries: 0,
          timeoutMs: 5000,
        }),
        reply: (...answers) => fake.reply(...answers),
        sent: () =>
          fake.completions().map((body) => ({
            system: text(body.messages[0].content),
            turns: body.messages.slice(1).map((message) => text(message.content)),
            schema: JSON.stringify(body.response_format),
            maxTokens: body.max_completion_tokens ?? undefined,
          })),
        close: () => fake.close(),
      };
    },
  },
  {
    name: 'anthropic',
    model: 'claude-3-haiku-20240307',
    async start() {
      const fake = await startFakeAnthropic();
      return {
        author: createAnthropicAuthor({
          apiKey: fake.apiKey,
          baseURL: fake.url,
          maxRetries: 0,
          timeoutMs: 5000,
        }),
        reply: (...answers) => fake.reply(...answers),
        sent: () =>
          fake.messages().map((body) => ({
            system: text(body.system),
            turns: body.messages.map((message) => text(message.content)),
            schema: JSON.stringify(body.tools),
            maxTokens: body.max_tokens,
          })),
        close: () => fake.close(),
      };
    },
  },
  {
    // A local model (Ollama and the like) through OpenAI's wire format, with the schema in the prompt.
    name: 'openai-compatible',
    model: 'llama3.2',
    async start() {
      const fake = await startFakeOpenAI();
      return {
        author: createOpenAICompatibleAuthor({
          apiKey: fake.apiKey ?? undefined,
          baseURL: fake.url,
          models: ['llama3.2'],
          maxRetries: 0,
          timeoutMs: 5000,
        }),
        reply: (...answers) => fake.reply(...answers),
        sent: () =>
          fake.completions().map((body) => ({
            system: text(body.messages[0].content),
            turns: body.messages.slice(1).map((message) => text(message.content)),
            // The schema travels in the system prompt: local servers offer JSON mode only.
            schema: text(body.messages[0].content),
            maxTokens: body.max_tokens ?? undefined,
          })),
        close: () => fake.close(),
      };
    },
  },
];

const SUMMARY: StorySummaryFields = {
  title: 'Maya and the Golden Key',
  summary: 'Maya and Biscuit find a golden key and follow it to a secret door in the garden.',
  genre: 'FairyTale',
  themes: 'Friendship, CourageAndBravery',
  setting: 'A garden full of roses',
  characters: 'Maya, 6, brown hair; Biscuit, her beagle; Zoe, her friend',
};

const page = (n: number, name = 'Maya') => ({
  pageText: `Page ${n}: ${name} and Biscuit walk on through the garden.`,
  sceneDescription: `Maya, a 6-year-old girl with brown hair and green eyes, and Biscuit the beagle in a rose garden (${n}).`,
});

const storyAnswer = (pages: number, name = 'Maya') => ({
  completeStory:
    'Maya and Biscuit find a golden key, open a secret door and make a new friend on the way home.',
  expandedStory:
    'Maya and Biscuit find a golden key under the roses. They follow a trail of petals to a secret door, open it ' +
    'together and find a garden where Zoe is waiting. They all go home for pancakes.',
  bookLayout: Array.from({ length: pages }, (_, i) => page(i + 1, name)),
});

describe.each(PROVIDERS)('model storyteller through $name', (provider) => {
  let fake: Awaited<ReturnType<Provider['start']>>;
  let storyteller: Storyteller;

  beforeAll(async () => {
    fake = await provider.start();
    storyteller = modelStoryteller(fake.author, provider.model);
  });
  afterAll(() => fake.close());

  const last = () => fake.sent()[fake.sent().length - 1];

  it('names the adapter and the model', () => {
    expect(storyteller.adapter).toBe(`${provider.name}:${provider.model}`);
  });

  it('asks for ideas with the profile and the rules, and keeps the number asked for', async () => {
    fake.reply({
      json: {
        ideas: [
          'Maya and Biscuit search for a treasure at the seaside',
          'Maya and Zoe build a sandcastle for an otter',
          'Maya paints a teal kite with Tom',
          'Maya bakes pancakes for a sleepy owl',
        ],
      },
      usage: { inputTokens: 900, outputTokens: 80 },
    });
    const answer = await storyteller.ideas(mayaProfile(), 3);
    expect(answer.value).toEqual([
      'Maya and Biscuit search for a treasure at the seaside',
      'Maya and Zoe build a sandcastle for an otter',
      'Maya paints a teal kite with Tom',
    ]);
    expect(answer.usage).toEqual({ inputTokens: 900, outputTokens: 80 });
    expect(answer.model).toBe(provider.model);
    // A local model costs nothing; the providers' models are priced by spec §9's table.
    if (provider.name === 'openai-compatible') expect(costUsd(answer.model, answer.usage)).toBe(0);
    else expect(costUsd(answer.model, answer.usage)).toBeGreaterThan(0);

    const sent = last();
    expect(sent.system).toContain('Write all story text (ideas, title, summary, pages) in English');
    expect(sent.system).toContain('The child is 6');
    expect(sent.system).toContain('ages 5-7');
    expect(sent.system).toMatch(/fears \(thunder, the dark, spiders\) are never turned into threats/);
    expect(sent.system).toMatch(/No violence, weapons, injuries, romance, brand names/);
    expect(sent.system).toContain('suggest 3 different story ideas');
    const profile = JSON.parse(sent.turns[0].replace(/^[^{]*/, ''));
    expect(profile.family.pets[0]).toEqual({ type: 'dog', name: 'Biscuit', breed: 'beagle' });
    expect(profile.friends[0].name).toBe('Zoe');
    expect(profile.interests.fears).toEqual(['thunder', 'the dark', 'spiders']);
    if (provider.name !== 'openai-compatible') expect(sent.schema).toContain('story_ideas');
  });

  it('asks again when an idea brings up a fear, then takes the corrected answer', async () => {
    fake.reply(
      { json: { ideas: ['Maya explores the dark cave', 'Maya flies a kite', 'Maya meets an otter'] } },
      { json: { ideas: ['Maya explores a sunny cave', 'Maya flies a kite', 'Maya meets an otter'] } },
    );
    const before = fake.sent().length;
    const answer = await storyteller.ideas(mayaProfile(), 3);
    expect(answer.value[0]).toBe('Maya explores a sunny cave');
    expect(fake.sent().length - before).toBe(2);
    expect(last().turns.join('\n')).toMatch(/must not mention the child's fears \(dark\)/);
  });

  it('writes in the profile language and at the reading level of its age', async () => {
    fake.reply({
      json: { ideas: ['Lucas busca un tesoro', 'Lucas y Pablo vuelan una cometa', 'Lucas ayuda a un búho'] },
    });
    await storyteller.ideas(lucasProfile('3'), 3);
    expect(last().system).toContain('in Spanish');
    expect(last().system).toContain('The child is 3');
    expect(last().system).toContain('ages 2-4: one or two very short sentences');
  });

  it('normalises near misses of genre and theme keys in a summary', async () => {
    fake.reply({
      json: { ...SUMMARY, genre: 'Fairy Tale', themes: 'friendship, Courage and Bravery, magic' },
      usage: { inputTokens: 1200, outputTokens: 150 },
    });
    const answer = await storyteller.summary(mayaProfile(), 'Maya finds a golden key');
    expect(answer.value).toEqual({ ...SUMMARY, themes: 'Friendship, CourageAndBravery, MagicAndWonder' });
    const sent = last();
    expect(sent.system).toContain('"Maya finds a golden key"');
    for (const genre of GENRES) expect(sent.schema).toContain(genre);
    if (provider.name !== 'openai-compatible') expect(sent.schema).toContain('story_summary');
    // OpenAI's Structured Outputs hold the model to the schema only in strict mode.
    if (provider.name === 'openai') expect(sent.schema).toContain('"strict":true');
  });

  it('asks once more when the summary names no known genre, then gives up with AuthorOutputError', async () => {
    fake.reply({ json: { ...SUMMARY, genre: 'Horror' } }, { json: { ...SUMMARY, genre: 'Space opera' } });
    const failure = storyteller.summary(mayaProfile(), 'Maya finds a golden key');
    await expect(failure).rejects.toBeInstanceOf(AuthorOutputError);
    expect(last().turns.join('\n')).toMatch(/genre/);
  });

  it('retries a malformed answer once and takes the valid one', async () => {
    fake.reply({ text: 'Once upon a time… (not JSON)' }, { json: SUMMARY });
    const before = fake.sent().length;
    const answer = await storyteller.summary(mayaProfile(), 'Maya finds a golden key');
    expect(answer.value.title).toBe(SUMMARY.title);
    expect(fake.sent().length - before).toBe(2);
  });

  it('writes the story with the summary, the idea and the page rules, dropping a trailing The End page', async () => {
    const answer = storyAnswer(9);
    fake.reply({
      json: {
        ...answer,
        bookLayout: [...answer.bookLayout, { pageText: 'The End', sceneDescription: 'The end.' }],
      },
      usage: { inputTokens: 2000, outputTokens: 1800 },
    });
    const told = await storyteller.story(mayaProfile(), SUMMARY, { idea: 'Maya finds a golden key' });
    expect(told.value.bookLayout).toHaveLength(9);
    expect(told.value.bookLayout.at(-1)?.pageText).toMatch(/^Page 9/);
    expect(told.usage).toEqual({ inputTokens: 2000, outputTokens: 1800 });
    const sent = last();
    expect(sent.system).toContain(JSON.stringify(SUMMARY));
    expect(sent.system).toContain('The parent\'s idea: "Maya finds a golden key"');
    expect(sent.system).toContain('bookLayout (10 pages; at least 8');
    expect(sent.system).toContain('Maya, a 6-year-old girl with brown hair and green eyes');
    expect(sent.system).toContain("Do not add a 'The End' page");
    expect(sent.maxTokens).toBe(4096);
  });

  it('carries the idea, as the parent wrote it, into the summary with the rule to follow it', async () => {
    const idea = 'un cachorro bombero que rescata a un gatito de un árbol';
    fake.reply({ json: { ...SUMMARY, genre: 'Adventure' } });
    await storyteller.summary(lucasProfile(), idea);
    const sent = last();
    expect(sent.system).toContain(JSON.stringify(idea));
    expect(sent.system).toContain("Follow the parent's idea: every character it names takes part");
  });

  it('carries the idea, the character sheet and the labelled scenes into the story', async () => {
    fake.reply({ json: storyAnswer(9) });
    const sheet = 'Maya, a girl of 6 with brown hair. Character: firefighter puppy — a small spotted puppy.';
    await storyteller.story(mayaProfile(), SUMMARY, {
      idea: 'a firefighter puppy who rescues a kitten',
      characterSheet: sheet,
    });
    const sent = last();
    expect(sent.system).toContain('"a firefighter puppy who rescues a kitten"');
    expect(sent.system).toContain("Follow the parent's idea");
    expect(sent.system).toContain(sheet);
    expect(sent.system).toContain('"Place: ... Time: ... On the page: ... Key thing: ... Action: ..."');
    expect(sent.system).not.toContain('second attempt');
  });

  it('says a second attempt is one, with the quality report’s findings to fix', async () => {
    fake.reply({ json: storyAnswer(9) });
    const findings = ['The story leaves out these words of the idea: kitten, tree.'];
    await storyteller.story(mayaProfile(), SUMMARY, {
      idea: 'a puppy rescues a kitten from a tree',
      findings,
    });
    const sent = last();
    expect(sent.system).toContain('This is a second attempt');
    expect(sent.system).toContain('- The story leaves out these words of the idea: kitten, tree.');
  });

  it('asks again for a story that is too short or does not name the child', async () => {
    fake.reply({ json: storyAnswer(5) }, { json: storyAnswer(8, 'Someone') });
    await expect(storyteller.story(mayaProfile(), SUMMARY)).rejects.toBeInstanceOf(AuthorOutputError);
    const turns = last().turns.join('\n');
    expect(turns).toMatch(/bookLayout/);
    fake.reply({ json: storyAnswer(8, 'Someone') }, { json: storyAnswer(8) });
    const told = await storyteller.story(mayaProfile(), SUMMARY);
    expect(told.value.bookLayout).toHaveLength(8);
    expect(last().turns.join('\n')).toMatch(/the pages must name the child, Maya/);
  });

  it("tells one page again with the book as it reads and the page's picture, and says what it used", async () => {
    const again = 'Maya and Biscuit tiptoe between the roses, looking for the golden key.';
    fake.reply({ json: { pageText: again }, usage: { inputTokens: 1200, outputTokens: 40 } });
    const pages = storyAnswer(8).bookLayout.map((sheet) => sheet.pageText);
    const told = await storyteller.retellPage(mayaProfile(), SUMMARY, {
      pages,
      pageNumber: 3,
      sceneDescription: 'Maya and Biscuit in a rose garden at dawn.',
    });
    expect(told.value).toBe(again);
    // Its tokens, which story prices onto the page's cost record (a local model's at nothing).
    expect(told.usage).toEqual({ inputTokens: 1200, outputTokens: 40 });
    const sent = last();
    expect(sent.system).toMatch(/tell page 3 of this book again, in other words/);
    expect(sent.system).toContain('Page 3: Page 3: Maya and Biscuit walk on through the garden.');
    expect(sent.system).toContain('Maya and Biscuit in a rose garden at dawn.');
    expect(sent.schema).toMatch(/pageText/);
  });
});
