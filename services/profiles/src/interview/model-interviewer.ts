/**
 * The interviewer that asks a model (OpenAI, Anthropic or a local one) through the author port. The model
 * answers in a fixed JSON shape that the schema below validates; what it claims (e.g. "complete") is
 * checked again by the service before anything is saved.
 */
import type { Author } from '@storybook-app/ai';
import type { ProfileData__Output } from '@storybook-app/proto';
import { z } from 'zod';
import { ETHNICITY_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS } from '../profile-options';
import type { ChatTurn, InterviewTurn, ProfileInterviewer } from './interviewer';

const text = z.string().max(200);
const list = z.array(text).max(20);
const relative = z.object({ relationship: text, name: text, nickname: text });

/** Every field present (providers' strict JSON modes require it); unknown values are ''. */
export const interviewAnswerSchema = z.object({
  updated_profile: z.object({
    personal_information: z.object({
      first_name: text,
      nickname: text,
      age: text,
      birthdate: text,
      gender: text,
      language: text,
      ethnicity: text,
      hair_color: text,
      eye_color: text,
    }),
    storybook_settings: z.object({
      genre_preferences: list,
      themes_of_interest: list,
      character_types: list,
      settings: list,
    }),
    interests: z.object({
      favorite_colors: list,
      hobbies: list,
      favorite_animals: list,
      favorite_books: list,
      favorite_foods: list,
      fears: list,
    }),
    personal_traits: z.object({ personality: list, strengths: list, challenges: list }),
    education: z.object({ grade: text, favorite_subjects: list, least_favorite_subjects: list }),
    family: z.object({
      parents: z.array(relative).max(4),
      siblings: z.array(relative).max(10),
      pets: z.array(z.object({ type: text, name: text, breed: text })).max(10),
    }),
    friends: z.array(z.object({ name: text, age: text, interests: list })).max(20),
  }),
  profile_complete: z.boolean(),
  next_question: z.string().max(1000),
});

const SYSTEM = `You help a parent create a profile of their child, used to write personalised children's stories.
Ask one short, warm question at a time, in plain language. Record only what the parent said; never invent
facts. Use '' for unknown text and [] for unknown lists.
- gender is one of: ${GENDER_OPTIONS.join(', ')}.
- language (the language the stories are written in) is one of: ${LANGUAGE_OPTIONS.join(', ')}.
- ethnicity is one of: ${ETHNICITY_OPTIONS.join(', ')}.
- age is a number of years as text, birthdate is YYYY-MM-DD.
- fears are recorded so that stories never use them to frighten the child.
The profile is complete when the first name, age, gender, language and ethnicity are known and you have asked
about interests, fears, family, pets and friends. Answer with the whole updated profile, whether it is complete,
and your next question (when complete, a short thank-you instead).`;

export function modelInterviewer(author: Author, model: string): ProfileInterviewer {
  return {
    adapter: `${author.adapter}:${model}`,
    async nextTurn(messages: ChatTurn[], profile: ProfileData__Output): Promise<InterviewTurn> {
      const answer = await author.write({
        model,
        system: `${SYSTEM}\n\nThe profile so far (JSON):\n${JSON.stringify(profile)}`,
        messages: messages.length
          ? messages.map((m) => ({ role: m.sender, content: m.text }))
          : [{ role: 'user', content: "Hello! I'd like to create a profile for my child." }],
        schema: interviewAnswerSchema,
        schemaName: 'profile_interview_turn',
        maxOutputTokens: 2000,
      });
      return {
        profile: answer.value.updated_profile,
        complete: answer.value.profile_complete,
        nextQuestion: answer.value.next_question,
      };
    },
  };
}
