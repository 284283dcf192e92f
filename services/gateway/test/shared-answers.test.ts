/** The gateway's moment of memory for answers that are the same for everyone (the public shelf). */
import { SharedAnswers } from '../src/http/shared-answers';

describe('SharedAnswers', () => {
  let now: number;
  let calls: number;
  const clock = () => now;
  const produce = (body: string) => async () => {
    calls += 1;
    return body;
  };

  beforeEach(() => {
    now = 1_000_000;
    calls = 0;
  });

  it('answers repeats within the moment from memory, and asks again after it', async () => {
    const answers = new SharedAnswers(1000, 10, clock);
    expect(await answers.body('{"page":1}', produce('a'))).toBe('a');
    now += 999;
    expect(await answers.body('{"page":1}', produce('b'))).toBe('a');
    expect(calls).toBe(1);
    now += 1;
    expect(await answers.body('{"page":1}', produce('c'))).toBe('c');
    expect(calls).toBe(2);
  });

  it('keeps each input apart', async () => {
    const answers = new SharedAnswers(1000, 10, clock);
    expect(await answers.body('{"page":1}', produce('one'))).toBe('one');
    expect(await answers.body('{"page":2}', produce('two'))).toBe('two');
    expect(await answers.body('{"page":1}', produce('x'))).toBe('one');
  });

  it('lets requests that arrive while the first is answered wait for it instead of calling too', async () => {
    const answers = new SharedAnswers(1000, 10, clock);
    let release!: (body: string) => void;
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const waiting = [answers.body('k', slow), answers.body('k', slow), answers.body('k', slow)];
    release('shared');
    expect(await Promise.all(waiting)).toEqual(['shared', 'shared', 'shared']);
    expect(calls).toBe(1);
  });

  it('keeps no failure: the next request asks again', async () => {
    const answers = new SharedAnswers(1000, 10, clock);
    const failing = async (): Promise<string> => {
      calls += 1;
      throw new Error('story is away');
    };
    await expect(answers.body('k', failing)).rejects.toThrow('story is away');
    expect(await answers.body('k', produce('back'))).toBe('back');
    expect(calls).toBe(2);
  });

  it('keeps at most maxEntries inputs, dropping the oldest', async () => {
    const answers = new SharedAnswers(1000, 3, clock);
    for (const page of [1, 2, 3, 4, 5]) await answers.body(`{"page":${page}}`, produce(`p${page}`));
    expect(answers.size).toBe(3);
    expect(await answers.body('{"page":5}', produce('new'))).toBe('p5');
    expect(await answers.body('{"page":1}', produce('new'))).toBe('new');
  });
});
