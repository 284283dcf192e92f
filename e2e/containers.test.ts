/**
 * The product as containers: the seven images built with the machine's engine, the local overlay run by
 * testcontainers (stores stood in for when no registry answers), and the main job walked through in Chromium
 * against the gateway container — sign in, a profile, the PIN, an idea, the summary and cover, the whole
 * book, a page read.
 *
 * Runs where a container engine is (podman or docker; CI installs podman from Debian, see
 * scripts/lib/setup.mjs) and the Node base can be had (pulled, present, or made with mmdebstrap).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  NODE_IMAGE,
  buildProductImages,
  containersCache,
  findEngine,
  startProductContainers,
} from '@storybook-app/containers';
import { storyStart, storySummary, ui } from '../web/src/lib/texts';
import { typePin, useBrowserTestBed } from './browser';
import { mayaProfile } from './fixtures';

const ROOT = join(__dirname, '..');
const engine = findEngine(containersCache());
const baseObtainable =
  engine !== undefined &&
  (spawnSync('sh', ['-c', 'command -v mmdebstrap'], { stdio: 'ignore' }).status === 0 ||
    engine.succeeds(['image', 'inspect', NODE_IMAGE], 20_000));

/** What the build and the start printed, shown when the test fails. */
const printed: string[] = [];
const log = (line: string) => printed.push(line);

const runs = engine && baseObtainable ? describe : describe.skip;
if (!engine || !baseObtainable) {
  process.stderr.write(
    'containers test skipped: no container engine, or no way to the Node base image (no mmdebstrap)\n',
  );
}

runs('the product as containers', () => {
  const bed = useBrowserTestBed({
    // A brand-new machine makes the Debian base and runs `npm ci` in each of the seven images first.
    startTimeoutMs: 30 * 60_000,
    async start() {
      const built = buildProductImages(ROOT, log);
      const product = await startProductContainers(ROOT, built.engine, log);
      return { url: product.url, stop: () => product.stop() };
    },
  });

  afterAll(() => {
    if (expect.getState().assertionCalls === 0 || process.env.CONTAINERS_TEST_LOG) {
      process.stderr.write(`${printed.join('\n')}\n`);
    }
  });

  test('a parent makes a whole book and reads it, through the gateway container', async () => {
    const { page, errors } = await bed.openPage('/');
    await bed.signIn(page, 'Parent in a Container');
    const api = page.context().request;
    const maya = mayaProfile({ favorite_animals: ['otters'] });
    const created = await api.post(`${bed.url}/api/files/create-profile`, {
      data: { profileInfo: { profile_data: maya } },
    });
    expect(created.ok()).toBe(true);
    const pin = await api.post(`${bed.url}/api/user/update-pin`, { data: { old_pin: '', new_pin: '2468' } });
    expect(pin.ok()).toBe(true);

    await page.goto(`${bed.url}/`);
    await page.getByRole('button', { name: 'Maya', exact: true }).click();
    await typePin(page, ui.pinDigit, '2468');
    await page.getByRole('button', { name: ui.ok, exact: true }).click();
    await page.waitForURL(`${bed.url}/story-gen-start`);

    await page.getByPlaceholder(storyStart.placeholder).fill('Maya and an otter build a raft on the river');
    await page.getByRole('button', { name: storyStart.send, exact: true }).click();
    await page.waitForURL(`${bed.url}/story-gen-summary`);
    const cover = page.getByRole('region', { name: ui.coverPreview }).locator('img[src^="/media/"]').first();
    await cover.waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: storySummary.readyForWholeBook }).click();
    await page.waitForURL(`${bed.url}/story-gen-book`);
    const status = page.getByRole('status').filter({ hasText: / of \d+ pages ready$/ });
    await status.waitFor();
    for (const deadline = Date.now() + 120_000; ; await page.waitForTimeout(250)) {
      const [, ready, total] = /^(\d+) of (\d+)/.exec(((await status.textContent()) ?? '').trim()) ?? [];
      if (ready && ready === total) break;
      if (Date.now() > deadline) throw new Error('the book was not finished in 2 minutes');
    }

    const pages = page.getByRole('list', { name: ui.bookPages });
    await pages.getByRole('link').first().click();
    await page.waitForURL(/\/story-page\/[^/]+\/[^/]+\/1$/);
    const picture = page.locator('img[src^="/media/"]').first();
    await picture.waitFor();
    const drawn = await api.get(`${bed.url}${await picture.getAttribute('src')}`);
    expect(drawn.ok()).toBe(true);
    expect(await drawn.text()).toMatch(/^<svg/);
    expect(errors).toEqual([]);

    // Every service ran on the production adapters, in containers.
    const readiness = (await (await api.get(`${bed.url}/readyz`)).json()) as {
      services: Record<string, { status: string; adapters: Record<string, string> }>;
    };
    for (const service of ['auth', 'profiles', 'story', 'images', 'billing']) {
      expect({ service, status: readiness.services[service]?.status }).toEqual({
        service,
        status: 'SERVING',
      });
      expect(readiness.services[service]?.adapters.documents).toBe('mongo');
    }
    await page.context().close();
  }, 240_000);
});
