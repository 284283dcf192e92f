/**
 * Bad profile input through the public API (the whole embedded product): each answer is a clear 4xx with
 * an `{error}` text, and nothing is stored.
 */
import request from 'supertest';
import { startTestProduct, type TestProduct } from './test-product';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const maya = () => ({
  personal_information: { first_name: 'Maya', gender: 'Girl', language: 'English', ethnicity: 'Other' },
});

describe('bad profile input', () => {
  let product: TestProduct;
  let cookie: string;

  const create = (profileInfo: object) =>
    request(product.url).post('/api/files/create-profile').set('Cookie', cookie).send({ profileInfo });
  const storedProfiles = async () =>
    (await request(product.url).get('/api/files/get-user-profiles').set('Cookie', cookie)).body.profiles;

  beforeAll(async () => {
    product = await startTestProduct();
    ({ cookie } = await product.signIn('Validator'));
  });

  afterAll(async () => {
    await product?.stop();
  });

  afterEach(async () => {
    expect(await storedProfiles()).toEqual([]);
  });

  it.each(['gender', 'language', 'ethnicity'])('refuses a profile without the %s select', async (field) => {
    const data = maya();
    delete (data.personal_information as Record<string, string>)[field];
    const res = await create({ profile_data: data });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `Invalid profile: personal_information.${field} is required` });
  });

  it('refuses an option that is not in the list', async () => {
    const data = maya();
    data.personal_information.language = 'Elvish';
    const res = await create({ profile_data: data });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /^Invalid profile: personal_information\.language must be one of: English/,
    );
  });

  it('refuses unknown fields instead of dropping them', async () => {
    const res = await create({
      profile_data: { ...maya(), personal_information: { ...maya().personal_information, shoe_size: '31' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Invalid request: .*shoe_size/);
    const top = await create({ profile_data: maya(), owner: 'someone-else' });
    expect(top.status).toBe(400);
    expect(top.body.error).toMatch(/owner/);
  });

  it('refuses a file that is not a picture, even when it says it is one', async () => {
    const script = Buffer.from('<script>alert(1)</script>').toString('base64');
    const res = await create({ profile_data: maya(), profile_image: `data:image/png;base64,${script}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid profile: profile_image is not the picture its type says' });
    const svg = await create({ profile_data: maya(), profile_image: `data:image/svg+xml;base64,${script}` });
    expect(svg.status).toBe(400);
  });

  it('refuses a 10 MB picture with 413 before reading it all', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024);
    Buffer.from(PNG_1X1, 'base64').copy(big);
    const res = await create({
      profile_data: maya(),
      profile_image: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: expect.stringMatching(/too large/i) });
  });

  it('refuses a picture of more than 2 MB that fits in the body limit', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10);
    Buffer.from(PNG_1X1, 'base64').copy(big);
    const res = await create({
      profile_data: maya(),
      profile_image: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(res.status).toBe(400);
  });
});
