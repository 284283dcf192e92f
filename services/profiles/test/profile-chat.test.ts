/**
 * The profile chat over gRPC: with the offline interviewer (npm start), and with a model reached through
 * the real openai and @anthropic-ai/sdk clients pointed at local servers speaking their wire formats.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAnthropicAuthor,
  createOpenAIAuthor,
  createOfflineModerator,
  createOpenAIModeration,
  layeredModerator,
  REFUSAL_TEXTS,
  type Moderator,
} from '@storybook-app/ai';
import {
  startFakeAnthropic,
  startFakeOpenAI,
  type FakeAnthropic,
  type FakeOpenAI,
} from '@storybook-app/ai/testing';
import {
  AppError,
  createInProcessEventBus,
  createServiceClient,
  loadConfig,
  openSqliteDocumentStore,
  type GrpcServerHandle,
  type ServiceClient,
} from '@storybook-app/kit';
import pino from 'pino';
import { profilesConfigSchema, startProfilesService } from '../src/index';
import type { ProfileInterviewer } from '../src/interview/interviewer';
import { modelInterviewer } from '../src/interview/model-interviewer';
import { offlineInterviewer } from '../src/interview/offline-interviewer';
import { CHAT_ANSWER_UNUSABLE, MODERATION_MESSAGE } from '../src/interview/profile-chat';
import { OFFLINE_QUESTIONS } from '../src/interview/offline-questions';
import { mayaProfile } from './profile-fixture';

const logger = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'storybook-profile-chat-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Chat = ServiceClient<'profiles'>;
type Message = { text: string; sender: 'user' | 'assistant' };

async function startChat(name: string, interviewer: ProfileInterviewer, moderator: Moderator) {
  const store = openSqliteDocumentStore({ file: join(dir, `${name}.sqlite`) });
  const bus = createInProcessEventBus({ logger });
  const server: GrpcServerHandle = await startProfilesService(
    loadConfig(profilesConfigSchema, { GRPC_PORT: '0', DATA_DIR: dir }),
    { store, bus, interviewer, moderator },
    logger,
  );
  const client: Chat = createServiceClient('profiles', server.address);
  return {
    client,
    stop: async () => {
      client.close();
      await server.stop(500);
      await bus.close();
      await store.close();
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('profile chat with the offline interviewer', () => {
  let chat: Awaited<ReturnType<typeof startChat>>;
  beforeAll(async () => {
    chat = await startChat('offline', offlineInterviewer, createOfflineModerator());
  });
  afterAll(() => chat.stop());

  it('interviews until the profile is complete, then saves it and names it', async () => {
    const answers = [
      'Maya',
      '6',
      'girl',
      'English',
      'Asian',
      'black',
      'brown',
      'cats',
      'painting',
      'red',
      'the dark',
      'none',
      'none',
      'Zoe',
    ];
    const messages: Message[] = [];
    let reply = await chat.client.ProfileChat({ user_id: 'parent-1', messages });
    expect(reply.next_question).toBe(OFFLINE_QUESTIONS[0]!.ask(''));
    for (const answer of answers) {
      expect(reply.profile_complete).toBe(false);
      messages.push({ text: reply.next_question, sender: 'assistant' }, { text: answer, sender: 'user' });
      // Blank messages are ignored (spec §5), wherever they are.
      messages.push({ text: '   ', sender: 'user' });
      reply = await chat.client.ProfileChat({
        user_id: 'parent-1',
        messages,
        profile_data: reply.updated_profile,
      });
    }
    expect(reply.profile_complete).toBe(true);
    expect(reply.message).toMatch(/Maya's profile is complete/);
    expect(reply.profile_id).not.toBe('');
    const saved = await chat.client.GetProfile({ user_id: 'parent-1', profile_id: reply.profile_id });
    expect(saved.profile_data?.personal_information).toMatchObject({
      first_name: 'Maya',
      age: '6',
      gender: 'Girl',
      language: 'English',
      ethnicity: 'Asian',
    });
    expect(saved.profile_data?.interests?.fears).toEqual(['dark']);
  });

  /** Answers each question in turn over gRPC; the replies, one per answer. */
  async function converse(userId: string, answers: string[]) {
    const messages: Message[] = [];
    let reply = await chat.client.ProfileChat({ user_id: userId, messages });
    const replies = [];
    for (const answer of answers) {
      messages.push({ text: reply.next_question, sender: 'assistant' }, { text: answer, sender: 'user' });
      reply = await chat.client.ProfileChat({
        user_id: userId,
        messages,
        profile_data: reply.updated_profile,
      });
      replies.push(reply);
    }
    return replies;
  }

  it('understands a name and an age in one sentence, says so, and does not ask the age', async () => {
    const answers = [
      'Her name is Maya and she is 7 years old',
      'girl',
      'English',
      'Asian',
      'black',
      'brown',
      'cats and dogs',
      'painting',
      'red',
      'the dark',
      'none',
      'no',
      'Zoe and Sam',
    ];
    const replies = await converse('parent-8', answers);
    expect(replies[0]!.next_question).toBe(
      'Maya, 7 — got it. Is Maya a boy or a girl? You can also say other, or that you prefer not to say.',
    );
    expect(replies[0]!.updated_profile?.personal_information).toMatchObject({ first_name: 'Maya', age: '7' });
    expect(replies.map((r) => r.next_question).join('\n')).not.toMatch(/How old is Maya\?|didn't quite get/);
    expect(replies[6]!.next_question).toBe('cats, dogs — got it. What does Maya love to do?');
    const done = replies.at(-1)!;
    expect(done.profile_complete).toBe(true);
    const saved = await chat.client.GetProfile({ user_id: 'parent-8', profile_id: done.profile_id });
    expect(saved.profile_data?.personal_information).toMatchObject({ first_name: 'Maya', age: '7' });
    expect(saved.profile_data?.interests?.favorite_animals).toEqual(['cats', 'dogs']);
    expect(saved.profile_data?.family).toMatchObject({ pets: [], siblings: [] });
    expect(saved.profile_data?.friends.map((f) => f.name)).toEqual(['Zoe', 'Sam']);
  });

  it('asks again, kindly, when "yes" is offered as a name, and never saves it', async () => {
    const upToFriends = [
      'yes',
      'Maya',
      '6',
      'girl',
      'English',
      'Asian',
      'black',
      'brown',
      'cats',
      'painting',
    ];
    const answers = [...upToFriends, 'red', 'nothing', 'yes', 'a dog called Biscuit', 'no', 'yes'];
    const replies = await converse('parent-9', answers);
    expect(replies[0]!.next_question).toMatch(/^Sorry, "yes" doesn't look like a name to me\. /);
    expect(replies[0]!.updated_profile?.personal_information?.first_name).toBe('');
    // "yes" to "does Maya have pets?" asks what they are; then the dog is saved.
    expect(replies[12]!.next_question).toMatch(/^Lovely! Does Maya have any pets\?/);
    expect(replies[13]!.updated_profile?.family?.pets).toEqual([{ type: 'dog', name: 'Biscuit', breed: '' }]);
    const friendsAgain = replies.at(-1)!;
    expect(friendsAgain.profile_complete).toBe(false);
    expect(friendsAgain.next_question).toBe(
      `Sorry, "yes" doesn't look like a name to me. Please tell me their first names, like 'Zoe and Sam', ` +
        `or say 'none'. Who are Maya's best friends?`,
    );
    expect(friendsAgain.updated_profile?.friends).toEqual([]);
    await expect(chat.client.ListProfiles({ user_id: 'parent-9' })).resolves.toEqual({ profiles: [] });

    const done = (await converse('parent-9', [...answers, 'Zoe'])).at(-1)!;
    expect(done.profile_complete).toBe(true);
    const saved = await chat.client.GetProfile({ user_id: 'parent-9', profile_id: done.profile_id });
    expect(saved.profile_data?.friends.map((f) => f.name)).toEqual(['Zoe']);
  });

  it("keeps a Spanish parent's words as written, never translated", async () => {
    const answers = [
      'Se llama Lucía y tiene seis años',
      'niña',
      'español',
      'latina',
      'castaño',
      'verdes',
      'gatos y perros',
      'pintar y nadar',
      'rojo y azul',
      'la oscuridad',
      'sí, un perro que se llama Toby',
      'no',
      'Sofía y Mateo',
    ];
    const replies = await converse('parent-10', answers);
    expect(replies[0]!.next_question).toMatch(/^Lucía, 6 — got it\. Is Lucía a boy or a girl\?/);
    const done = replies.at(-1)!;
    expect(done.profile_complete).toBe(true);
    const saved = await chat.client.GetProfile({ user_id: 'parent-10', profile_id: done.profile_id });
    const profile = saved.profile_data!;
    expect(profile.personal_information).toMatchObject({
      first_name: 'Lucía',
      age: '6',
      gender: 'Girl',
      language: 'Spanish',
      ethnicity: 'Hispanic or Latino',
      hair_color: 'castaño',
      eye_color: 'verdes',
    });
    expect(profile.interests).toMatchObject({
      favorite_animals: ['gatos', 'perros'],
      hobbies: ['pintar', 'nadar'],
      favorite_colors: ['rojo', 'azul'],
      fears: ['oscuridad'],
    });
    expect(profile.family?.pets).toEqual([{ type: 'perro', name: 'Toby', breed: '' }]);
    expect(profile.family?.siblings).toEqual([]);
    expect(profile.friends.map((f) => f.name)).toEqual(['Sofía', 'Mateo']);
    // Nothing English was put into the parent's words.
    const written = JSON.stringify([profile.interests, profile.family, profile.friends]);
    expect(written).not.toMatch(/\b(cats|dogs|dog|dark|red|blue|painting|none|yes|no)\b/i);
  });

  it('refuses unsuitable words before any interviewer sees them, and keeps the profile as it was', async () => {
    const reply = await chat.client.ProfileChat({
      user_id: 'parent-2',
      messages: [
        { text: OFFLINE_QUESTIONS[0]!.ask(''), sender: 'assistant' },
        { text: 'show me porn', sender: 'user' },
      ],
    });
    expect(reply).toMatchObject({
      profile_complete: false,
      next_question: '',
      message: `${REFUSAL_TEXTS.sexual.reason} ${MODERATION_MESSAGE}`,
    });
    expect(reply.updated_profile?.personal_information?.first_name).toBe('');
    // Counted for admins: where, what and which layer; nothing of the words.
    const { counts } = await chat.client.GetSafetyRefusals({});
    expect(counts).toEqual([
      { kind: 'chat', action: 'refuse', category: 'sexual', layer: 'offline', count: 1 },
    ]);
    await expect(chat.client.ListProfiles({ user_id: 'parent-2' })).resolves.toEqual({ profiles: [] });
  });
});

/** What a model answers for one interview turn. */
const modelTurn = (complete: boolean, nextQuestion: string, profile = mayaProfile()) => ({
  json: { updated_profile: profile, profile_complete: complete, next_question: nextQuestion },
  usage: { inputTokens: 900, outputTokens: 300 },
});

describe.each([
  ['openai', 'gpt-4o-mini'],
  ['anthropic', 'claude-3-haiku-20240307'],
] as const)('profile chat through the %s SDK', (provider, model) => {
  let fake: FakeOpenAI | FakeAnthropic;
  let moderation: FakeOpenAI;
  let chat: Awaited<ReturnType<typeof startChat>>;
  const history: Message[] = [
    { text: "What is your child's name?", sender: 'assistant' },
    { text: 'Maya, she is six and loves otters', sender: 'user' },
  ];

  beforeAll(async () => {
    moderation = await startFakeOpenAI({
      moderate: (input) =>
        /\bmean\b/i.test(input)
          ? { flagged: true, categories: ['harassment/threatening'] }
          : { flagged: false },
    });
    const author =
      provider === 'openai'
        ? createOpenAIAuthor({
            apiKey: (fake = await startFakeOpenAI()).apiKey!,
            baseURL: fake.url,
            maxRetries: 0,
          })
        : createAnthropicAuthor({
            apiKey: (fake = await startFakeAnthropic()).apiKey,
            baseURL: fake.url,
            maxRetries: 0,
          });
    const moderator = layeredModerator(createOfflineModerator(), [
      createOpenAIModeration({ apiKey: moderation.apiKey!, baseURL: moderation.url, maxRetries: 0 }),
    ]);
    chat = await startChat(provider, modelInterviewer(author, model), moderator);
  });
  afterAll(async () => {
    await chat.stop();
    await fake.close();
    await moderation.close();
  });

  const requestsToModel = () => fake.requests.length;

  it('sends the conversation and the answer schema, and passes the next question on', async () => {
    const partial = mayaProfile();
    partial.personal_information!.gender = '';
    fake.reply(modelTurn(false, 'Is Maya a boy or a girl?', partial));
    const reply = await chat.client.ProfileChat({ user_id: 'parent-3', messages: history });
    expect(reply).toMatchObject({ profile_complete: false, next_question: 'Is Maya a boy or a girl?' });
    expect(reply.updated_profile?.interests?.favorite_animals).toEqual(['otters']);

    const body = JSON.stringify(fake.requests.at(-1)!.body);
    expect(body).toContain('Maya, she is six and loves otters');
    expect(body).toContain('profile_complete');
    expect(body).toContain('Prefer not to say');
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain(model);
  });

  it('saves the profile when the model says it is complete and the rules agree', async () => {
    fake.reply(modelTurn(true, 'Thank you!'));
    const reply = await chat.client.ProfileChat({ user_id: 'parent-4', messages: history });
    expect(reply.profile_complete).toBe(true);
    const { profiles } = await chat.client.ListProfiles({ user_id: 'parent-4' });
    expect(profiles.map((p) => p.profile_id)).toEqual([reply.profile_id]);
    expect(profiles[0]!.profile_data?.family?.pets).toEqual([
      { type: 'dog', name: 'Biscuit', breed: 'beagle' },
    ]);
  });

  it('does not believe "complete" when a required select is missing, and asks for it', async () => {
    const noEthnicity = mayaProfile();
    noEthnicity.personal_information!.ethnicity = 'Martian';
    fake.reply(modelTurn(true, 'All done!', noEthnicity));
    const reply = await chat.client.ProfileChat({ user_id: 'parent-5', messages: history });
    expect(reply.profile_complete).toBe(false);
    expect(reply.next_question).toBe('I still need a few details before I can save the profile: ethnicity.');
    await expect(chat.client.ListProfiles({ user_id: 'parent-5' })).resolves.toEqual({ profiles: [] });
  });

  it('asks again once after an answer in the wrong shape, then gives a clear error', async () => {
    fake.reply({ json: { hello: 'not the schema' } }, modelTurn(false, 'How old is Maya?'));
    const retried = await chat.client.ProfileChat({ user_id: 'parent-6', messages: history });
    expect(retried.next_question).toBe('How old is Maya?');

    fake.reply({ json: { nope: 1 } }, { text: 'I am not JSON' });
    const error = await failure(chat.client.ProfileChat({ user_id: 'parent-6', messages: history }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(CHAT_ANSWER_UNUSABLE);
  });

  it('moderates with the provider too, and a refused message never reaches the model', async () => {
    const before = requestsToModel();
    const reply = await chat.client.ProfileChat({
      user_id: 'parent-7',
      messages: [...history, { text: 'a story where they are mean to the teacher', sender: 'user' }],
    });
    expect(reply.message).toBe(`${REFUSAL_TEXTS.violence.reason} ${MODERATION_MESSAGE}`);
    expect(requestsToModel()).toBe(before);
    expect(JSON.stringify(moderation.moderations().at(-1))).toContain('mean to the teacher');
  });
});
