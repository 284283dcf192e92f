/**
 * The test bed of the gateway's book tests: the whole keyless product started embedded in a temporary
 * folder, parents signed in over HTTP, a child with a PIN and a story written for it, ready for bookgen.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbedded, type EmbeddedProduct } from '@storybook-app/embedded';
import pino from 'pino';
import request from 'supertest';
import { maya, type Parent, lighthouseSummary } from './book-fixtures';

export interface BookBed {
  product: EmbeddedProduct;
  api: ReturnType<typeof request>;
  /** The product's data folder, also free for a test's own files. */
  dataDir: string;
  post: (who: Parent, path: string, body: object) => request.Test;
  signIn: (name: string) => Promise<Parent>;
  /** A child of the owner's, with a PIN; answers its profile id. */
  addChild: (owner: Parent) => Promise<string>;
  /** The lighthouse story written for the child (storygen's answer), `bookData` added to its summary. */
  writeStory: (owner: Parent, profileId: string, bookData?: object) => Promise<request.Response>;
  /** The parent's credits left. */
  credits: (who: Parent) => Promise<number>;
  stop: () => Promise<void>;
}

export async function startBookBed(folderPrefix: string): Promise<BookBed> {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Storybook</title>');
  const product = await startEmbedded({ dataDir, webDist: dataDir, port: 0 }, pino({ level: 'silent' }));
  const api = request(product.url);
  const post = (who: Parent, path: string, body: object) =>
    api.post(path).set('Cookie', who.cookie).send(body);
  return {
    product,
    api,
    dataDir,
    post,
    signIn: async (name) => {
      const res = await api.post('/api/auth/local-login').send({ name });
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
      return { cookie, userId: res.body.profileData.user_id as string };
    },
    addChild: async (owner) => {
      const profile = await post(owner, '/api/files/create-profile', { profileInfo: { profile_data: maya } });
      const profileId = profile.body.profile.profile_id as string;
      await post(owner, '/api/user/update-pin', { old_pin: '', new_pin: '1357', profileId });
      return profileId;
    },
    writeStory: (owner, profileId, bookData = {}) =>
      post(owner, '/api/story/storygen', {
        profileId,
        bookData: { ...lighthouseSummary, prompt: 'A shy lighthouse', ...bookData },
      }),
    credits: async (who) => (await post(who, '/api/user/get-credits', {})).body.creditsData.credits as number,
    stop: async () => {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
