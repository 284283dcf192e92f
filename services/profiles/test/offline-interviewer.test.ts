import {
  parseAge,
  parseEthnicity,
  parseGender,
  parseLanguage,
  parseList,
  parseName,
  parseNamed,
} from '../src/interview/answer-parsers';
import type { ChatTurn } from '../src/interview/interviewer';
import { offlineInterviewer } from '../src/interview/offline-interviewer';
import { OFFLINE_QUESTIONS } from '../src/interview/offline-questions';
import { emptyProfileData, profileProblems } from '../src/profile-rules';

/** Plays a conversation: the interviewer's question, then each answer in turn. */
async function interview(answers: string[]) {
  const messages: ChatTurn[] = [];
  let turn = await offlineInterviewer.nextTurn(messages, emptyProfileData());
  for (const answer of answers) {
    messages.push({ text: turn.nextQuestion, sender: 'assistant' }, { text: answer, sender: 'user' });
    turn = await offlineInterviewer.nextTurn(messages, turn.profile);
  }
  return turn;
}

const MAYA_ANSWERS = [
  'Her name is Maya',
  'She is six',
  'a girl',
  'English please',
  'Hispanic',
  'brown',
  'green.',
  'otters, owls and dogs',
  'drawing and swimming',
  'teal',
  'thunder',
  'a dog called Biscuit',
  'a brother named Tom',
  'Zoe and Sam',
];

describe('offline interviewer', () => {
  it('opens with the first question and asks one field at a time', async () => {
    const first = await interview([]);
    expect(first.complete).toBe(false);
    expect(first.nextQuestion).toBe(OFFLINE_QUESTIONS[0]!.ask(''));
    const second = await interview(['Maya']);
    expect(second.nextQuestion).toBe('How old is Maya?');
    expect(second.profile.personal_information?.first_name).toBe('Maya');
  });

  it('fills a whole profile from the answers and says when it is complete', async () => {
    const done = await interview(MAYA_ANSWERS);
    expect(done.complete).toBe(true);
    expect(done.nextQuestion).toMatch(/Maya's profile is complete/);
    const p = done.profile;
    expect(p.personal_information).toMatchObject({
      first_name: 'Maya',
      age: '6',
      gender: 'Girl',
      language: 'English',
      ethnicity: 'Hispanic or Latino',
      hair_color: 'brown',
      eye_color: 'green',
    });
    expect(p.interests?.favorite_animals).toEqual(['otters', 'owls', 'dogs']);
    expect(p.interests?.hobbies).toEqual(['drawing', 'swimming']);
    expect(p.interests?.fears).toEqual(['thunder']);
    expect(p.family?.pets).toEqual([{ type: 'dog', name: 'Biscuit', breed: '' }]);
    expect(p.family?.siblings).toEqual([{ relationship: 'brother', name: 'Tom', nickname: '' }]);
    expect(p.friends.map((f) => f.name)).toEqual(['Zoe', 'Sam']);
    expect(profileProblems(p)).toEqual([]);
  });

  it('asks again, with a hint, when an answer cannot be read', async () => {
    const turn = await interview(['Maya', 'Six', 'a dragon']);
    expect(turn.complete).toBe(false);
    expect(turn.nextQuestion).toMatch(/^Sorry, I didn't quite get that\. Please answer boy, girl, other/);
    expect(turn.profile.personal_information?.gender).toBe('');
    const next = await interview(['Maya', 'Six', 'a dragon', 'boy']);
    expect(next.profile.personal_information?.gender).toBe('Boy');
    expect(next.nextQuestion).toBe("Which language should Maya's stories be written in?");
  });

  it('takes "none" as an empty list and moves on', async () => {
    const turn = await interview(MAYA_ANSWERS.slice(0, 10).concat(['nothing']));
    expect(turn.profile.interests?.fears).toEqual([]);
    expect(turn.nextQuestion).toMatch(/^Does Maya have any pets\?/);
  });

  it('ignores blank and assistant messages when replaying the answers', async () => {
    const turn = await offlineInterviewer.nextTurn(
      [
        { text: 'What is your name?', sender: 'assistant' },
        { text: '   ', sender: 'user' },
        { text: 'Leo', sender: 'user' },
      ],
      emptyProfileData(),
    );
    expect(turn.profile.personal_information?.first_name).toBe('Leo');
    expect(turn.nextQuestion).toBe('How old is Leo?');
  });
});

describe('answer parsers', () => {
  it.each([
    ['Maya', 'Maya'],
    ['her name is maya', 'Maya'],
    ["It's Zoë", 'Zoë'],
    ['', null],
  ])('name from %j', (answer, name) => expect(parseName(answer)).toBe(name));

  it.each([
    ['6', '6'],
    ['she is seven years old', '7'],
    ['42', null],
    ['old enough', null],
  ])('age from %j', (answer, age) => expect(parseAge(answer)).toBe(age));

  it.each([
    ["He's a boy", 'Boy'],
    ['our daughter', 'Girl'],
    ["We'd prefer not to say", 'Prefer not to say'],
    ['non-binary', 'Other'],
  ])('gender from %j', (answer, gender) => expect(parseGender(answer)).toBe(gender));

  it.each([
    ['in Spanish', 'Spanish'],
    ['Chinese', 'Mandarin'],
    ['Klingon', null],
  ])('language from %j', (answer, language) => expect(parseLanguage(answer)).toBe(language));

  it.each([
    ['Latina', 'Hispanic or Latino'],
    ['mixed', 'Other'],
    ['Asian', 'Asian'],
    ['purple', null],
  ])('ethnicity from %j', (answer, ethnicity) => expect(parseEthnicity(answer)).toBe(ethnicity));

  it('splits lists on commas, "and" and "or"', () => {
    expect(parseList('a cat, the dogs and some owls')).toEqual(['cat', 'dogs', 'owls']);
    expect(parseList('none')).toEqual([]);
  });

  it('reads named companions', () => {
    expect(parseNamed('a cat named Tom and Biscuit')).toEqual([
      { kind: 'cat', name: 'Tom' },
      { kind: '', name: 'Biscuit' },
    ]);
  });
});
