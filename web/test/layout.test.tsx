import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn, stubFetch } from './test-utils';

const menu = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('header (spec §2)', () => {
  it('shows Home, Books, Profiles, Pricing, Account and Login to a visitor', async () => {
    stubFetch();
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Plans' });
    const links = menu().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Books', '/book-shelf'],
      ['Profiles', '/create-profile-ai'],
      ['Pricing', '/pricing'],
      ['Account', '/account'],
      ['Login', '/login'],
    ]);
  });

  it('reads Logout when logged in with a user id', async () => {
    stubFetch(signedIn());
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Plans' });
    expect(await menu().findByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/login');
    expect(menu().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('reads Login again when a later call answers 401', async () => {
    stubFetch({
      ...signedIn(),
      'GET /api/story/fill-bookshelf': { status: 401, body: { error: 'expired' } },
    });
    const { router } = renderApp('/book-shelf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await menu().findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('footer (spec §1, §2, §8)', () => {
  it('shows the copyright and the AI disclaimer, without Report a Problem for a visitor', async () => {
    stubFetch();
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Plans' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('© 2024 Storybook')).toBeInTheDocument();
    expect(footer.getByText('All content is AI generated and may contain errors.')).toBeInTheDocument();
    expect(footer.queryByRole('button', { name: 'Report a Problem' })).not.toBeInTheDocument();
  });

  it('reports a problem when logged in: required description, submit, success alert', async () => {
    const fetchStub = stubFetch({ ...signedIn(), 'POST /api/error/report': { body: { ok: true } } });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Report a Problem' }));
    const description = screen.getByRole('textbox', { name: 'Describe the problem' });
    expect(description).toBeRequired();
    fireEvent.change(description, { target: { value: 'The cover is blank' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Problem reported successfully!'));
    expect(screen.queryByRole('textbox', { name: 'Describe the problem' })).not.toBeInTheDocument();
    const call = fetchStub.mock.calls.find(([url]) => url === '/api/error/report');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      userId: 'u1',
      description: 'The cover is blank',
      pageUrl: window.location.href,
    });
  });

  it('alerts the failure text when the report fails, and Cancel closes the popover', async () => {
    stubFetch({ ...signedIn(), 'POST /api/error/report': { status: 500, body: { error: 'down' } } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderApp('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Report a Problem' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to report problem. Please try again.'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
