import { act, fireEvent, screen, within } from '@testing-library/react';
import { navBarStyle } from '../src/app/nav-bar-style';
import { HEADER_AUTO_HIDE_MS, INSTALL_PROMPT_DISMISS_MS } from '../src/lib/constants';
import { installPrompt, isIosBrowser, listenForInstallPrompt } from '../src/lib/install-prompt';
import { ui } from '../src/lib/texts';
import { renderApp, stubFetch } from './test-utils';

const toggle = () => screen.getByRole('button', { name: ui.menu });
const menu = () => screen.getByRole('navigation', { name: ui.mainNavigation });
const header = () => screen.getByRole('banner');

describe('the sliding header (spec §2, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    stubFetch();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('slides the menu out on click and hides it again after 5 s', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: ui.pricingHeading });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveAttribute('inert');
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(header()).toHaveAttribute('data-open', 'true');
    expect(menu()).not.toHaveAttribute('inert');
    act(() => jest.advanceTimersByTime(HEADER_AUTO_HIDE_MS - 1));
    expect(header()).toHaveAttribute('data-open', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(header()).toHaveAttribute('data-open', 'false');
    expect(menu()).toHaveAttribute('inert');
  });

  it('hides it at once on a click outside the header, but not on one inside', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: ui.pricingHeading });
    fireEvent.click(toggle());
    fireEvent.pointerDown(within(menu()).getByRole('link', { name: 'Home' }));
    expect(header()).toHaveAttribute('data-open', 'true');
    fireEvent.pointerDown(screen.getByRole('heading', { name: ui.pricingHeading }));
    expect(header()).toHaveAttribute('data-open', 'false');
  });

  it('gives a keyboard user 5 s from the last key, and Escape hides it with the focus back on Menu', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: ui.pricingHeading });
    fireEvent.click(toggle());
    act(() => jest.advanceTimersByTime(HEADER_AUTO_HIDE_MS - 1000));
    const home = within(menu()).getByRole('link', { name: 'Home' });
    act(() => home.focus());
    act(() => jest.advanceTimersByTime(HEADER_AUTO_HIDE_MS - 1000));
    expect(header()).toHaveAttribute('data-open', 'true');
    fireEvent.keyDown(home, { key: 'Escape' });
    expect(header()).toHaveAttribute('data-open', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('hides the menu when a link leads to another page', async () => {
    const { router } = renderApp('/pricing');
    await screen.findByRole('heading', { name: ui.pricingHeading });
    fireEvent.click(toggle());
    fireEvent.click(within(menu()).getByRole('link', { name: 'Home' }));
    await act(async () => jest.advanceTimersByTime(10));
    expect(router.state.location.pathname).toBe('/');
    expect(header()).toHaveAttribute('data-open', 'false');
  });
});

describe('the navigation bar per route (spec §2)', () => {
  it.each([
    ['/', 'slim', true],
    ['/book-shelf', 'slim', true],
    ['/story-book/u1/b1', 'slim', true],
    ['/story-page/u1/b1/2', 'slim', false],
    ['/pricing', 'full', false],
    ['/story-gen-start', 'full', false],
  ])('%s: %s, see-through %s', (path, size, transparent) => {
    expect(navBarStyle(path)).toEqual({ size, transparent });
  });

  it('marks the header with the route style', async () => {
    stubFetch({ 'GET /api/public/public-bookshelf': { body: { publicBooks: [] } } });
    renderApp('/');
    await screen.findByRole('button', { name: 'Demo' });
    expect(header()).toHaveAttribute('data-size', 'slim');
    expect(header()).toHaveAttribute('data-transparent', 'true');
  });
});

/** Chromium's event, as far as the banner uses it. */
function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) });
  return { event, prompt };
}

describe('the install banner on / (spec §2, §9)', () => {
  beforeAll(() => listenForInstallPrompt(window));
  beforeEach(() => {
    installPrompt.reset();
    stubFetch({ 'GET /api/public/public-bookshelf': { body: { publicBooks: [] } } });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const banner = () => screen.queryByRole('region', { name: ui.installBanner });

  it('shows when the browser offers installation, takes over its prompt, and is gone after 30 s', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Demo' });
    expect(banner()).not.toBeInTheDocument();
    jest.useFakeTimers();
    const { event } = installEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(banner()).toHaveTextContent(ui.installOffer);
    act(() => jest.advanceTimersByTime(INSTALL_PROMPT_DISMISS_MS - 1));
    expect(banner()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).not.toBeInTheDocument();
  });

  it("opens the browser's dialog on Install, and goes", async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Demo' });
    const { event, prompt } = installEvent();
    act(() => void window.dispatchEvent(event));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: ui.install })));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes on Not now, and stays gone', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Demo' });
    act(() => void window.dispatchEvent(installEvent().event));
    fireEvent.click(screen.getByRole('button', { name: ui.dismissInstall }));
    expect(banner()).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(installEvent().event));
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown on other pages', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { name: ui.pricingHeading });
    act(() => void window.dispatchEvent(installEvent().event));
    expect(banner()).not.toBeInTheDocument();
  });

  it("tells iPhone and iPad users to use Safari's Share menu, unless the app is already open as one", () => {
    const nav = (userAgent: string, extra: object = {}) =>
      ({ userAgent, platform: 'iPhone', maxTouchPoints: 5, ...extra }) as unknown as Navigator;
    const win = { matchMedia: () => ({ matches: false }) } as unknown as Window;
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile Safari/604.1';
    expect(isIosBrowser(nav(iphone), win)).toBe(true);
    expect(isIosBrowser(nav(iphone, { standalone: true }), win)).toBe(false);
    expect(isIosBrowser(nav('Mozilla/5.0 (Macintosh)', { platform: 'MacIntel' }), win)).toBe(true);
    expect(
      isIosBrowser(nav('Mozilla/5.0 (X11; Linux x86_64)', { platform: 'Linux', maxTouchPoints: 0 }), win),
    ).toBe(false);
  });
});
