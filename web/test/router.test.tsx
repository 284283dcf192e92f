import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { ChunkLoadError, lazyComponent } from '../src/lib/lazy-page';
import { pageReload } from '../src/lib/browser';
import { routes } from '../src/app/router';
import { paths } from '../src/config/paths';
import * as texts from '../src/lib/texts';
import { ada, renderApp, signedIn, stubFetch } from './test-utils';

const page = {
  page_number: 2,
  page_text: 'Pip found a shell.',
  cf_cloud_url: '/media/p2.png',
  status: 'ready',
};
const book = {
  book_id: 'b1',
  user_id: 'u1',
  title: 'Pip and the Sea',
  summary: 'A puppy visits the sea.',
  genre: 'Adventure',
  title_svg: '',
  cf_title_image: '/media/cover.png',
  expandedStory: '',
  bookLayout: ['a', 'b'],
  pages: [page],
};

describe('route table (spec §2)', () => {
  it('lists every route of the spec', () => {
    expect(Object.values(paths).map((p) => p.path)).toEqual([
      '/',
      '/login',
      '/story-gen-start',
      '/story-gen-summary',
      '/story-gen-book',
      '/book-shelf',
      '/story-page',
      '/story-page/:userId/:bookId/:pageNum',
      '/story-book/:userId/:bookId',
      '/profile-information',
      '/create-profile',
      '/create-profile-ai',
      '/account',
      '/pricing',
      '/checkout',
      '*',
    ]);
    expect(paths.storyPageAt.href('u 1', 'b1', 3)).toBe('/story-page/u%201/b1/3');
    expect(paths.storyBook.href('u1', 'b1')).toBe('/story-book/u1/b1');
  });

  it('renders the landing page for a visitor, with the Demo button and the public shelf', async () => {
    stubFetch({
      'GET /api/public/public-bookshelf': {
        body: { publicBooks: [{ book_id: 'b1', user_id: 'u1', data: { ...book, cf_title_image: '' } }] },
      },
    });
    renderApp('/');
    expect(await screen.findByRole('button', { name: texts.landing.demo })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cover of Pip and the Sea' })).toHaveAttribute(
      'href',
      '/story-book/u1/b1',
    );
  });

  it('shows the Create link on / for a signed-in user without profiles', async () => {
    stubFetch({
      ...signedIn(),
      'GET /api/files/get-user-profiles': { body: { profiles: [] } },
      'POST /api/user/get-credits': { body: { creditsData: { credits: 0 } } },
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: texts.landing.create })).toHaveAttribute(
      'href',
      '/create-profile-ai',
    );
    expect(screen.getByText(texts.ui.welcome)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Credits: 0' })).toHaveAttribute('href', '/pricing');
  });

  it('renders /login with the local sign-in form when the gateway offers it', async () => {
    let signedInAs: typeof ada | null = null;
    const fetchStub = stubFetch({
      'GET /api/auth/config': { body: { googleClientId: null, localLogin: true } },
      'POST /api/auth/local-login': () => {
        signedInAs = ada;
        return { body: { profileData: ada } };
      },
      'POST /api/user/get-user': () =>
        signedInAs
          ? { body: { profileData: signedInAs } }
          : { status: 401, body: { error: 'Not signed in' } },
    });
    const { router } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = fetchStub.mock.calls.find(([url]) => url === '/api/auth/local-login');
    expect(JSON.parse(login?.[1]?.body as string)).toEqual({ name: 'Ada' });
    expect(await screen.findByRole('link', { name: texts.nav.logout })).toBeInTheDocument();
  });

  it('renders /login as the account card when signed in; Log out calls logout and goes to /', async () => {
    const fetchStub = stubFetch({ ...signedIn(), 'POST /api/auth/logout': { body: { ok: true } } });
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.login.logOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchStub.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
    expect(await screen.findByRole('link', { name: texts.nav.login })).toBeInTheDocument();
  });

  it('renders /story-gen-start for a visitor: heading, placeholder and the login link', async () => {
    stubFetch();
    renderApp('/story-gen-start');
    expect(await screen.findByRole('heading', { name: "Let's create a story!" })).toBeInTheDocument();
    expect(
      screen.getByPlaceholderText(
        'Choose one of my ideas, or tell me what you want to read a story about here!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login to personalize!' })).toHaveAttribute('href', '/login');
  });

  it("keeps 'Let's Go!' disabled while the idea is empty and sends it to the summary page", async () => {
    const fetchStub = stubFetch({
      ...signedIn(),
      'POST /api/story/start': { body: { authorResponse: [{ prompt: 'A day at the sea' }] } },
      'POST /api/story/summary': {
        body: {
          authorResponse: {
            title: 'Pip',
            summary: 'S',
            genre: 'Adventure',
            themes: 'Friendship',
            setting: 'Sea',
            characters: 'Pip',
          },
        },
      },
    });
    const { router } = renderApp('/story-gen-start', { session: { activeProfileId: 'p1' } });
    const go = await screen.findByRole('button', { name: "Let's Go!" });
    expect(go).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'A day at the sea' })).toBeInTheDocument();
    const startCall = fetchStub.mock.calls.find(([url]) => url === '/api/story/start');
    expect(JSON.parse(startCall?.[1]?.body as string)).toEqual({
      userId: 'u1',
      profileId: 'p1',
      model: 'gpt-4o-mini',
      imageGenerator: 'Flux',
    });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '   ' } });
    expect(go).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'A dragon who bakes' } });
    expect(go).toBeEnabled();
    fireEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/story-gen-summary'));
    expect(await screen.findByRole('heading', { name: 'Pip' })).toBeInTheDocument();
  });

  it('is blank for a signed-in user without an active profile', async () => {
    stubFetch(signedIn());
    renderApp('/story-gen-start');
    expect(await screen.findByRole('link', { name: texts.nav.logout })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Let's create a story!" })).not.toBeInTheDocument();
  });

  it.each(['/story-gen-summary', '/story-gen-book', '/book-shelf'])(
    'redirects a visitor from %s to /',
    async (path) => {
      stubFetch();
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('button', { name: texts.landing.demo })).toBeInTheDocument();
    },
  );

  it('lets demo mode reach the summary page, which asks for an idea', async () => {
    stubFetch();
    renderApp('/story-gen-summary', { session: { demoMode: true } });
    expect(await screen.findByText(texts.storySummary.noIdea)).toBeInTheDocument();
    expect(screen.getByText(texts.storySummary.missingIdea)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: texts.storySummary.animateImages })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.storySummary.readyForWholeBook })).toBeDisabled();
  });

  it('shows the summary skeleton text while the summary is pending', async () => {
    stubFetch({ ...signedIn(), 'POST /api/story/summary': () => ({ status: 503, body: { error: 'busy' } }) });
    renderApp('/story-gen-summary', { session: { storyPrompt: 'A dragon who bakes' } });
    expect(await screen.findByText(texts.storySummary.stillWorking)).toBeInTheDocument();
    expect(await screen.findByText('busy')).toBeInTheDocument();
  });

  it('renders /story-gen-book for a signed-in user', async () => {
    stubFetch(signedIn());
    renderApp('/story-gen-book');
    expect(await screen.findByRole('heading', { name: texts.ui.bookHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.ui.backToBookshelf })).toHaveAttribute(
      'href',
      '/book-shelf',
    );
  });

  it("shows 'No books yet!' on an empty own shelf", async () => {
    const fetchStub = stubFetch({
      ...signedIn(),
      'GET /api/story/fill-bookshelf': { body: { books: [], page: 1, totalPages: 1 } },
    });
    renderApp('/book-shelf');
    expect(await screen.findByText('No books yet!')).toBeInTheDocument();
    expect(fetchStub.mock.calls.map(([url]) => url)).toContain('/api/story/fill-bookshelf?userId=u1&page=1');
  });

  it('deletes a book from the shelf after confirmation', async () => {
    const shelf = { book_id: 'b1', user_id: 'u1', data: book };
    let books = [shelf];
    const fetchStub = stubFetch({
      ...signedIn(),
      'GET /api/story/fill-bookshelf': () => ({ body: { books, page: 1, totalPages: 1 } }),
      'POST /api/story/delete-book': () => {
        books = [];
        return { body: { success: true } };
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/book-shelf');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pip and the Sea' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete Pip and the Sea?');
    expect(await screen.findByText('No books yet!')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Pip and the Sea has been deleted.');
    const call = fetchStub.mock.calls.find(([url]) => url === '/api/story/delete-book');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ userId: 'u1', bookId: 'b1' });
  });

  it('renders a page of an own book in the single-page reader', async () => {
    stubFetch({ ...signedIn(), 'POST /api/story/get-page': { body: { pageData: page, totalPages: 3 } } });
    renderApp('/story-page/u1/b1/2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Pip found a shell.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration of page 2' })).toHaveAttribute(
      'src',
      '/media/p2.png',
    );
    expect(screen.getByRole('button', { name: texts.ui.previousPage })).toBeEnabled();
  });

  it('says when a page is still being generated, and when it cannot be loaded', async () => {
    stubFetch({
      ...signedIn(),
      'POST /api/story/get-page': ({ body }) =>
        (body as { pageNum: number }).pageNum === 1
          ? { body: { pageData: { ...page, page_number: 1, status: 'pending' }, totalPages: 3 } }
          : { status: 500, body: { error: 'boom' } },
    });
    renderApp('/story-page/u1/b1/1');
    expect(
      await screen.findByText('Page 1 is still being generated. Please check back in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.ui.previousPage })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: texts.ui.nextPage }));
    expect(await screen.findByText('Unable to load page. Please try again.')).toBeInTheDocument();
  });

  it('renders /story-page without a book', async () => {
    stubFetch();
    renderApp('/story-page');
    expect(await screen.findByRole('main', { name: texts.ui.readerHeading })).toBeInTheDocument();
  });

  it('renders the flip-book viewer from the public get-book call', async () => {
    const fetchStub = stubFetch({ 'POST /api/public/get-book': { body: { bookData: book } } });
    renderApp('/story-book/u1/b1');
    expect(await screen.findByRole('heading', { name: 'Pip and the Sea' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Cover of Pip and the Sea' })).toBeInTheDocument();
    expect(screen.getByText(texts.ui.frontCover)).toBeInTheDocument();
    const call = fetchStub.mock.calls.find(([url]) => url === '/api/public/get-book');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ bookId: 'b1', userId: 'u1' });
  });

  it.each([
    ['/profile-information', texts.profiles.createWithAi],
    ['/create-profile', texts.profiles.createWithAi],
    ['/create-profile-ai', texts.profiles.createWithForm],
  ])('renders %s for a signed-in user', async (path, button) => {
    stubFetch(signedIn());
    renderApp(path);
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
  });

  it('offers the spec options in the required profile selects', async () => {
    stubFetch(signedIn());
    renderApp('/create-profile');
    const gender = await screen.findByRole('combobox', { name: 'Gender' });
    expect(gender).toBeRequired();
    expect([...gender.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose...',
      'Boy',
      'Girl',
      'Other',
      'Prefer not to say',
    ]);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Ethnicity' })).toBeRequired();
    expect(screen.getByLabelText('Birthdate')).toHaveAttribute('type', 'date');
  });

  it.each(['/profile-information', '/create-profile', '/create-profile-ai', '/account'])(
    'sends a visitor from %s to /login',
    async (path) => {
      stubFetch({ 'GET /api/auth/config': { body: { googleClientId: null, localLogin: true } } });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    },
  );

  it('renders /account for a signed-in user', async () => {
    stubFetch(signedIn());
    renderApp('/account');
    expect(
      await screen.findByRole('heading', { name: texts.ui.accountHeading, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Plan: Free')).toBeInTheDocument();
  });

  it('renders the plans on /pricing with the buttons of a Free account', async () => {
    stubFetch();
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Single Adventure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Credit' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Subscribe' })).toHaveLength(3);
    expect(screen.getByText('$59.99/mo')).toBeInTheDocument();
  });

  it('shows the order message on /pricing after returning from payment', async () => {
    stubFetch();
    renderApp('/pricing?success=true');
    expect(
      await screen.findByText('Order placed! You will receive an email confirmation.'),
    ).toBeInTheDocument();
  });

  it('renders /checkout without a session id as an error with Return to Pricing', async () => {
    stubFetch();
    const { router } = renderApp('/checkout');
    expect(await screen.findByText('No session ID found. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('confirms a payment on /checkout', async () => {
    stubFetch({
      ...signedIn(),
      'POST /api/cart/checkout-success': { body: { success: true, message: 'Thanks!' } },
    });
    renderApp('/checkout?session_id=cs_1');
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    stubFetch();
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: texts.landing.demo })).toBeInTheDocument();
  });
});

describe('error screen', () => {
  const withChild = (child: RouteObject): RouteObject[] => [
    { ...(routes[0] as NonIndexRouteObject), children: [child] },
  ];

  it("shows 'Unexpected Application Error!' when a route throws", async () => {
    stubFetch();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken page');
    }
    renderApp('/broken', { routes: withChild({ path: '/broken', Component: Broken }) });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });

  const failingPage = () =>
    lazyComponent(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => () => null,
    );

  it('reloads the page once when a page chunk fails to load, instead of showing an error', async () => {
    stubFetch();
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const Late = failingPage();
    renderApp('/late', { routes: withChild({ path: '/late', element: <Late /> }) });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('storybook.chunk-reloaded')).not.toBeNull();
  });

  it('shows the error, as a ChunkLoadError with a Reload button, when the chunk fails again after the reload', async () => {
    stubFetch();
    sessionStorage.setItem('storybook.chunk-reloaded', '1');
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Late = failingPage();
    renderApp('/late', { routes: withChild({ path: '/late', element: <Late /> }) });
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(texts.ui.chunkLoadFailed.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    expect(logged.mock.calls.some(([error]) => error instanceof ChunkLoadError)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: texts.ui.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the reload once a chunk loads', async () => {
    stubFetch();
    sessionStorage.setItem('storybook.chunk-reloaded', '1');
    const Loaded = lazyComponent(
      () => Promise.resolve({ Page: () => <main>Loaded</main> }),
      (module) => module.Page,
    );
    renderApp('/loaded', { routes: withChild({ path: '/loaded', element: <Loaded /> }) });
    await screen.findByText('Loaded');
    expect(sessionStorage.getItem('storybook.chunk-reloaded')).toBeNull();
  });
});
