/**
 * The installable app in a real browser (spec §1, §2): the web manifest, the service worker (registered on
 * the first visit; the app shell opens offline on the next one; pictures are kept for offline reading; API
 * answers never come from a cache), and the install banner on / for browsers that offer installation, with
 * the iOS instructions instead on an iPhone: both dismissable and gone after 30 s (faked clock).
 */
import type { Page } from 'playwright-core';
import { INSTALL_PROMPT_DISMISS_MS } from '../web/src/lib/constants';
import { landing, ui } from '../web/src/lib/texts';
import { useBrowserTestBed } from './browser';
import { passPin } from './fixtures';
import type { PageGlobals } from './in-page';

const bed = useBrowserTestBed();

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.5 Mobile/15E148 Safari/604.1';

/** Waits until the service worker is active and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready);
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null,
  );
}

/** What Chromium fires when the app can be installed; `prompt()` is recorded instead of opening a dialog. */
async function offerInstallation(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const w = globalThis as unknown as PageGlobals;
    Object.assign(event, {
      prompt: () => {
        w.__prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    w.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

const banner = (page: Page) => page.getByRole('region', { name: ui.installBanner });

test('the web manifest names the app, its start page and its icons', async () => {
  const { page } = await bed.openPage('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.context().request.get(`${bed.url}${href}`);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Storybook', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await page.context().request.get(`${bed.url}${icon.src}`);
    expect([icon.src, file.status(), file.headers()['content-type']]).toEqual([icon.src, 200, icon.type]);
  }
  await page.context().close();
});

test('the service worker registers, and the app shell opens offline on the next visit', async () => {
  const { page, errors } = await bed.openPage('/');
  await page.getByRole('button', { name: landing.demo, exact: true }).waitFor();
  await controlledByServiceWorker(page);
  const worker = await page.evaluate(
    () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller?.scriptURL,
  );
  expect(worker).toBe(`${bed.url}/sw.js`);

  await page.context().setOffline(true);
  const again = await page.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  await page.getByRole('button', { name: ui.menu }).waitFor();
  await page.getByRole('button', { name: landing.demo, exact: true }).waitFor();
  // Another route's page comes from the cache too.
  await page.goto(`${bed.url}/pricing`);
  await page.getByRole('heading', { name: ui.pricingHeading }).waitFor();
  await page.context().setOffline(false);
  // Offline, the calls of the pages failed (and were only logged): no page error.
  expect(errors).toEqual([]);
  await page.context().close();
});

test('API answers never come from a cache; pictures do, once seen', async () => {
  const { page } = await bed.openPage('/');
  const user = await bed.signIn(page, 'Offline Reader');
  await controlledByServiceWorker(page);
  const api = page.context().request;
  const created = await api.post(`${bed.url}/api/files/create-profile`, {
    data: {
      profileInfo: {
        profile_data: {
          personal_information: {
            first_name: 'Ines',
            gender: 'Girl',
            language: 'English',
            ethnicity: 'Other',
          },
        },
      },
    },
  });
  const { profile } = (await created.json()) as { profile: { profile_id: string } };
  await passPin(api, bed.url, profile.profile_id);
  const cover = await api.post(`${bed.url}/api/story/title-picture`, {
    data: {
      userId: user,
      profileId: profile.profile_id,
      summaryData: {
        title: 'The Paper Kite',
        summary: 'Ines flies a kite.',
        genre: 'Adventure',
        themes: 'Friendship',
        setting: 'A windy hill',
        characters: 'Ines',
      },
    },
  });
  const { storyImage } = (await cover.json()) as { storyImage: string };
  expect(storyImage).toMatch(/^\/media\//);

  // Online: the page's API call goes to the network, the picture is kept.
  const shelf = page.waitForResponse((response) => response.url().includes('/api/public/public-bookshelf'));
  await page.evaluate(() => fetch('/api/public/public-bookshelf').then((response) => response.text()));
  expect((await shelf).fromServiceWorker()).toBe(false);
  expect(await page.evaluate((url) => fetch(url).then((response) => response.status), storyImage)).toBe(200);
  await page.waitForFunction(
    (url) =>
      (globalThis as unknown as PageGlobals).caches
        .open('storybook-pictures')
        .then((cache) => cache.match(url))
        .then(Boolean),
    storyImage,
  );

  await page.context().setOffline(true);
  const offline = await page.evaluate(
    (url) =>
      Promise.all([
        fetch(url).then(
          (response) => response.status,
          () => 'failed',
        ),
        fetch('/api/public/public-bookshelf').then(
          (response) => response.status,
          () => 'failed',
        ),
      ]),
    storyImage,
  );
  expect(offline).toEqual([200, 'failed']);
  await page.context().setOffline(false);
  await page.context().close();
});

test('the install banner on / is dismissable, installs on request, and is gone after 30 s', async () => {
  const { page, errors } = await bed.openPage('/');
  await page.clock.install();
  await page.reload();
  await page.getByRole('button', { name: landing.demo, exact: true }).waitFor();
  expect(await banner(page).count()).toBe(0);

  // Offered: the banner replaces the browser's own, and disappears by itself after 30 s.
  expect(await offerInstallation(page)).toBe(true);
  await banner(page).getByText(ui.installOffer).waitFor();
  await page.clock.fastForward(INSTALL_PROMPT_DISMISS_MS - 1000);
  expect(await banner(page).isVisible()).toBe(true);
  await page.clock.fastForward(2000);
  await banner(page).waitFor({ state: 'detached' });

  // Offered again (a new page): Install opens the browser's dialog, and the banner goes.
  await page.reload();
  await page.getByRole('button', { name: landing.demo, exact: true }).waitFor();
  await offerInstallation(page);
  await banner(page).getByRole('button', { name: ui.install }).click();
  await banner(page).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__prompted)).toBe(true);

  // And Not now dismisses it.
  await page.reload();
  await page.getByRole('button', { name: landing.demo, exact: true }).waitFor();
  await offerInstallation(page);
  await banner(page).getByRole('button', { name: ui.dismissInstall }).click();
  await banner(page).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.context().close();
});

test('on an iPhone the banner says how to install from Safari, and is gone after 30 s', async () => {
  const { page } = await bed.openPage('/', { userAgent: IPHONE_SAFARI });
  await page.clock.install();
  await page.reload();
  await banner(page).getByText(ui.iosInstall).waitFor();
  expect(await banner(page).getByRole('button', { name: ui.install }).count()).toBe(0);
  await page.clock.fastForward(INSTALL_PROMPT_DISMISS_MS + 1000);
  await banner(page).waitFor({ state: 'detached' });

  // Only on /: other pages never show it.
  await page.reload();
  await banner(page).waitFor();
  await banner(page).getByRole('button', { name: ui.dismissInstall }).click();
  await banner(page).waitFor({ state: 'detached' });
  await page.goto(`${bed.url}/pricing`);
  await page.getByRole('heading', { name: ui.pricingHeading }).waitFor();
  expect(await banner(page).count()).toBe(0);
  await page.context().close();
});
