/**
 * What a service does with the moderator's verdict: a stopped text is logged and counted for admins by where
 * it came from, its category and the deciding layer only (never its words, which name the child), and a
 * parent's words are refused with the category's reason and what to try instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, openEmbeddedStore, type DocumentStore } from '@storybook-app/kit';
import { createOfflineModerator, RefusalLog, refusalMessage, SafetyGate } from '../src';

describe('the safety gate', () => {
  let dir: string;
  let store: DocumentStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-safety-gate-'));
    store = await openEmbeddedStore(dir, 'story');
  });

  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs and keeps a stopped text by kind, category and layer, with nothing of its words', async () => {
    const lines: string[] = [];
    const logger = createLogger('story', { destination: { write: (line: string) => lines.push(line) } });
    const refusals = await RefusalLog.open(store);
    const gate = new SafetyGate(createOfflineModerator(), logger, refusals);

    const unsafe = 'Maya Lopez of 12 Elm Street brings a real gun to school';
    expect(await gate.check({ text: unsafe, kind: 'idea', age: 6 })).toMatchObject({
      action: 'refuse',
      category: 'weapons',
      layer: 'offline',
    });
    expect(
      await gate.check({ text: 'Maya Lopez and a friendly dragon', kind: 'idea', age: 6 }),
    ).toMatchObject({ action: 'allow' });

    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([
      expect.objectContaining({
        kind: 'idea',
        action: 'refuse',
        category: 'weapons',
        layer: 'offline',
        msg: 'text stopped by moderation',
      }),
    ]);
    const kept = JSON.stringify(
      await store.collection('safety_refusals').then((records) => records.find({})),
    );
    for (const written of [lines.join(''), kept]) {
      expect(written).not.toMatch(/Maya|Lopez|Elm|gun|school/);
    }
    expect(await refusals.counts()).toEqual([
      { kind: 'idea', action: 'refuse', category: 'weapons', layer: 'offline', count: 1 },
    ]);
  });

  it("refuses a parent's words with the category's reason and a suggestion, swearing included", async () => {
    const gate = new SafetyGate(createOfflineModerator(), createLogger('story', { level: 'silent' }));
    await expect(
      gate.require({ text: 'a boy who brings a real gun to school', kind: 'idea' }),
    ).rejects.toMatchObject({ code: 'invalid_argument', message: refusalMessage({ category: 'weapons' }) });
    await expect(gate.require({ text: 'a fucking great dragon', kind: 'idea' })).rejects.toMatchObject({
      code: 'invalid_argument',
      message: refusalMessage({ category: 'profanity' }),
    });
    await expect(gate.require({ text: 'a pirate treasure hunt', kind: 'idea' })).resolves.toBeUndefined();
  });
});
