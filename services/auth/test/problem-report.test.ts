/** ReportProblem over gRPC: what is stored, and the bounds (the spec leaves them open; 2000 characters). */
import type { ProblemReportRecord } from '../src/problem-reports';
import { AuthTestBed, expectCode, type RunningAuth } from './auth-test-bed';

describe('problem reports over gRPC', () => {
  let bed: AuthTestBed;
  let auth: RunningAuth;
  let userId: string;

  beforeAll(async () => {
    bed = await AuthTestBed.start();
    auth = await bed.startAuth();
    userId = (await auth.client.LocalLogin({ name: 'Reporter' })).profile!.user_id;
  });

  afterAll(async () => {
    await bed.stop();
  });

  const reports = async () =>
    (await auth.store.collection<ProblemReportRecord>('problem_reports')).find({}, { sort: 'created_at' });

  it('stores the report with the user, the trimmed text, the page and the time', async () => {
    const before = new Date().toISOString();
    await expect(
      auth.client.ReportProblem({
        user_id: userId,
        description: '  The page turner froze on page 3.\n',
        page_url: 'http://localhost:8080/story-gen-book',
      }),
    ).resolves.toEqual({});
    const stored = await reports();
    expect(stored).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: userId,
        description: 'The page turner froze on page 3.',
        page_url: 'http://localhost:8080/story-gen-book',
        created_at: expect.any(String),
        flagged_category: '',
        flagged_layer: '',
      },
    ]);
    expect(stored[0]!.created_at >= before).toBe(true);
    expect(new Date(stored[0]!.created_at).toISOString()).toBe(stored[0]!.created_at);
  });

  it('keeps a report whatever it says, flagged with the category the offline classifier finds', async () => {
    await expect(
      auth.client.ReportProblem({
        user_id: userId,
        description: 'The book my son got says the kids should drink bleach. This is dangerous!',
        page_url: '',
      }),
    ).resolves.toEqual({});
    expect((await reports()).at(-1)).toMatchObject({
      description: 'The book my son got says the kids should drink bleach. This is dangerous!',
      flagged_category: 'dangerous-acts',
      flagged_layer: 'offline',
    });
  });

  it('keeps every report, each under its own random id', async () => {
    const count = (await reports()).length;
    await auth.client.ReportProblem({ user_id: userId, description: 'Same text', page_url: '' });
    await auth.client.ReportProblem({ user_id: userId, description: 'Same text', page_url: '' });
    const stored = await reports();
    expect(stored).toHaveLength(count + 2);
    expect(new Set(stored.map((report) => report._id)).size).toBe(stored.length);
  });

  it('accepts exactly 2000 characters of description and of page address', async () => {
    await expect(
      auth.client.ReportProblem({
        user_id: userId,
        description: 'd'.repeat(2000),
        page_url: `http://x/${'p'.repeat(1991)}`,
      }),
    ).resolves.toEqual({});
  });

  it.each([
    ['an empty description', '', '', 'Please describe the problem in 1 to 2000 characters.'],
    ['a blank description', ' \n\t ', '', 'Please describe the problem in 1 to 2000 characters.'],
    [
      'a 2001-character description',
      'd'.repeat(2001),
      '',
      'Please describe the problem in 1 to 2000 characters.',
    ],
    [
      'a 2001-character page address',
      'It broke',
      'u'.repeat(2001),
      'The page address may be at most 2000 characters.',
    ],
  ])('refuses %s as invalid_argument, storing nothing', async (_what, description, page_url, message) => {
    const count = (await reports()).length;
    const error = await expectCode(
      auth.client.ReportProblem({ user_id: userId, description, page_url }),
      'invalid_argument',
    );
    expect(error.message).toBe(message);
    expect(await reports()).toHaveLength(count);
  });

  it('refuses a report for an account that does not exist', async () => {
    const count = (await reports()).length;
    await expectCode(
      auth.client.ReportProblem({ user_id: 'no-such-user', description: 'Hello', page_url: '' }),
      'not_found',
    );
    expect(await reports()).toHaveLength(count);
  });
});
