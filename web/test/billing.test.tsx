/**
 * Plans and payments in the web app (spec §2, §3, §4, §7, §8, §9): the button rule, the plan actions on
 * /pricing and their calls, the return messages, the payment result page with its 3 s redirects, and the
 * subscription part of /account.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { planAction, planActionLabel, subscriptionOf } from '../src/features/pricing/plan-action';
import { externalNavigation } from '../src/lib/browser';
import { CHECKOUT_REDIRECT_MS, PLANS } from '../src/lib/constants';
import { checkout, pricing, ui } from '../src/lib/texts';
import { ada, calls, renderApp, signedIn, stubFetch, type Handler, type SeenRequest } from './test-utils';

const subscriptions = PLANS.filter((plan) => plan.checkoutType === 'subscription');
const NOT_CONFIGURED = 'Payments are not configured on this server.';

/** The button of each plan card, in the order of PLANS. */
const planButtons = () =>
  PLANS.map((plan) => within(screen.getByRole('article', { name: plan.name })).getByRole('button'));

/** The JSON body of the one call to `path`. */
function bodyOf(fetchStub: jest.Mock, path: string): unknown {
  const found = fetchStub.mock.calls.filter(([url]) => url === path);
  expect(found).toHaveLength(1);
  return JSON.parse((found[0]?.[1] as RequestInit).body as string);
}
const count = (fetchStub: jest.Mock, call: string) => calls(fetchStub).filter((c) => c === call).length;

/** A signed-in user whose account type is `accountType`, with `credits` credits. */
function billingHandlers(accountType: string, credits = 0): Record<string, Handler> {
  return {
    ...signedIn({ ...ada, accountType }),
    'GET /api/user/get-account-type': { body: { accountType } },
    'POST /api/user/get-credits': { body: { creditsData: { credits } } },
  };
}

describe('the button rule (spec §4)', () => {
  it("gives Free 'Buy Credit' on the single item and 'Subscribe' on the others", () => {
    expect(PLANS.map((plan) => planActionLabel[planAction(plan, 'Free')])).toEqual([
      'Buy Credit',
      'Subscribe',
      'Subscribe',
      'Subscribe',
    ]);
  });

  it.each(subscriptions.map((plan) => [plan.name]))(
    "gives a %s subscriber 'Cancel Membership' on that plan, 'Change Membership' on the others, 'Buy Credit' on the single item",
    (current) => {
      expect(PLANS.map((plan) => planActionLabel[planAction(plan, current)])).toEqual(
        PLANS.map((plan) =>
          plan.checkoutType === 'token'
            ? 'Buy Credit'
            : plan.name === current
              ? 'Cancel Membership'
              : 'Change Membership',
        ),
      );
    },
  );

  it.each([['Weekly', ['Buy Credit', 'Cancel Membership', 'Change Membership', 'Change Membership']]])(
    'reads, for %s, as written out',
    (current, labels) => {
      expect(PLANS.map((plan) => planActionLabel[planAction(plan, current)])).toEqual(labels);
    },
  );

  it.each([['admin'], ['Single Adventure'], [''], [null]])(
    'offers the plans as to Free when the account type %p names no subscription',
    (accountType) => {
      expect(subscriptionOf(accountType)).toBeUndefined();
      expect(PLANS.map((plan) => planAction(plan, accountType))).toEqual([
        'buy',
        'subscribe',
        'subscribe',
        'subscribe',
      ]);
    },
  );
});

describe('/pricing (spec §2, §4, §9)', () => {
  it('shows a card per plan with name, price and description', async () => {
    stubFetch();
    renderApp('/pricing');
    await screen.findByRole('heading', { name: ui.pricingHeading, level: 1 });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(PLANS.map((p) => p.name));
    const [single, weekly, allWeek, everyday] = cards.map((card) => within(card));
    expect(single!.getByRole('heading', { name: 'Single Adventure' })).toBeInTheDocument();
    expect(single!.getByText('$2.99 one-off')).toBeInTheDocument();
    expect(single!.getByText('1 AI adventure')).toBeInTheDocument();
    expect(weekly!.getByText('$9.99/mo')).toBeInTheDocument();
    expect(weekly!.getByText('1 new book every week')).toBeInTheDocument();
    expect(allWeek!.getByText('$19.99/mo')).toBeInTheDocument();
    expect(allWeek!.getByText('7 books plus 2 free weekend extras')).toBeInTheDocument();
    expect(everyday!.getByText('$59.99/mo')).toBeInTheDocument();
    expect(everyday!.getByText('a new story every day')).toBeInTheDocument();
  });

  it("shows a visitor Free's buttons and sends a click on any of them to /login, calling nothing", async () => {
    for (const index of PLANS.keys()) {
      const fetchStub = stubFetch();
      const { router, unmount } = renderApp('/pricing');
      await screen.findByRole('heading', { name: PLANS[index].name });
      expect(planButtons().map((b) => b.textContent)).toEqual([
        'Buy Credit',
        'Subscribe',
        'Subscribe',
        'Subscribe',
      ]);
      fireEvent.click(planButtons()[index]!);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(calls(fetchStub).some((call) => call.includes('/api/cart/'))).toBe(false);
      unmount();
    }
  });

  it("shows a Free user 'Buy Credit' and 3 × 'Subscribe', with the plan named", async () => {
    stubFetch(billingHandlers('Free'));
    renderApp('/pricing');
    expect(await screen.findByText(ui.accountType('Free'))).toBeInTheDocument();
    expect(planButtons().map((b) => b.textContent)).toEqual([
      'Buy Credit',
      'Subscribe',
      'Subscribe',
      'Subscribe',
    ]);
  });

  it.each(subscriptions.map((plan) => [plan.name]))(
    'shows a %s subscriber the buttons of the rule',
    async (current) => {
      stubFetch(billingHandlers(current));
      renderApp('/pricing');
      expect(await screen.findByText(ui.accountType(current))).toBeInTheDocument();
      expect(planButtons().map((b) => b.textContent)).toEqual(
        PLANS.map((plan) =>
          plan.checkoutType === 'token'
            ? pricing.buyCredit
            : plan.name === current
              ? pricing.cancelMembership
              : pricing.changeMembership,
        ),
      );
    },
  );

  it("takes the account type from get-account-type, over the session's", async () => {
    stubFetch({
      ...signedIn({ ...ada, accountType: 'Free' }),
      'GET /api/user/get-account-type': ({ url }) => ({
        body: { accountType: url.searchParams.get('userId') === 'u1' ? 'All-week' : 'Free' },
      }),
    });
    renderApp('/pricing');
    expect(await screen.findByText(ui.accountType('All-week'))).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'All-week' })).getByRole('button')).toHaveTextContent(
      'Cancel Membership',
    );
  });

  it("falls back to the session's account type when get-account-type fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      ...signedIn({ ...ada, accountType: 'Weekly' }),
      'GET /api/user/get-account-type': { status: 503, body: { error: 'busy' } },
    });
    renderApp('/pricing');
    expect(await screen.findByText(ui.accountType('Weekly'))).toBeInTheDocument();
    expect(planButtons()[1]).toHaveTextContent('Cancel Membership');
  });

  it("shows an admin the plans as Free, under 'Plan: admin'", async () => {
    stubFetch(billingHandlers('admin'));
    renderApp('/pricing');
    expect(await screen.findByText(ui.accountType('admin'))).toBeInTheDocument();
    expect(planButtons().map((b) => b.textContent)).toEqual([
      'Buy Credit',
      'Subscribe',
      'Subscribe',
      'Subscribe',
    ]);
  });

  it.each([
    ['Buy Credit', 0, { priceId: 'single-adventure', checkoutType: 'token', planName: 'Single Adventure' }],
    ['Subscribe', 1, { priceId: 'weekly', checkoutType: 'subscription', planName: 'Weekly' }],
    ['Subscribe', 2, { priceId: 'all-week', checkoutType: 'subscription', planName: 'All-week' }],
    [
      'Subscribe',
      3,
      { priceId: 'everyday-adventurer', checkoutType: 'subscription', planName: 'Everyday Adventurer' },
    ],
  ])(
    '%s on card %i starts a checkout with the plan key and goes to its page',
    async (_label, index, sent) => {
      const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
      const fetchStub = stubFetch({
        ...billingHandlers('Free'),
        'POST /api/cart/checkout': { body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } },
      });
      renderApp('/pricing');
      await screen.findByText(ui.accountType('Free'));
      fireEvent.click(planButtons()[index]!);
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
      expect(bodyOf(fetchStub, '/api/cart/checkout')).toEqual({ userId: 'u1', ...sent });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it("shows the server's refusal (payments not configured) in an alert and stays on the page", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    stubFetch({
      ...billingHandlers('Free'),
      'POST /api/cart/checkout': { status: 409, body: { error: NOT_CONFIGURED } },
    });
    const { router } = renderApp('/pricing');
    await screen.findByText(ui.accountType('Free'));
    fireEvent.click(planButtons()[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_CONFIGURED);
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/pricing');
    // The buttons are usable again, and the next try starts without the old text.
    expect(planButtons()[0]).toBeEnabled();
  });

  it('shows a 4xx refusal of a subscriber (already subscribed) the same way', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      ...billingHandlers('Weekly'),
      'POST /api/cart/change-subscription': { status: 409, body: { error: 'You are already on this plan.' } },
    });
    renderApp('/pricing');
    await screen.findByText(ui.accountType('Weekly'));
    fireEvent.click(planButtons()[2]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already on this plan.');
  });

  it('only logs a server error (5xx) or a network failure, as §8 says', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchStub = stubFetch({
      ...billingHandlers('Free'),
      'POST /api/cart/checkout': { status: 500, body: { error: 'Something went wrong. Please try again.' } },
    });
    renderApp('/pricing');
    await screen.findByText(ui.accountType('Free'));
    fireEvent.click(planButtons()[0]!);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(count(fetchStub, 'POST /api/cart/checkout')).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes a membership in place and refreshes the account type and the credits', async () => {
    let accountType = 'Weekly';
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const fetchStub = stubFetch({
      ...billingHandlers('Weekly'),
      'GET /api/user/get-account-type': () => ({ body: { accountType } }),
      'POST /api/cart/change-subscription': () => {
        accountType = 'Everyday Adventurer';
        return { body: { url: '' } };
      },
    });
    const { queryClient } = renderApp('/pricing');
    await screen.findByText(ui.accountType('Weekly'));
    queryClient.setQueryData(['credits', 'u1'], { creditsData: { credits: 4 } });
    expect(planButtons()[3]).toHaveTextContent('Change Membership');
    fireEvent.click(planButtons()[3]!);
    expect(await screen.findByText(ui.accountType('Everyday Adventurer'))).toBeInTheDocument();
    expect(bodyOf(fetchStub, '/api/cart/change-subscription')).toEqual({
      userId: 'u1',
      priceId: 'everyday-adventurer',
      planName: 'Everyday Adventurer',
    });
    expect(planButtons().map((b) => b.textContent)).toEqual([
      'Buy Credit',
      'Change Membership',
      'Change Membership',
      'Cancel Membership',
    ]);
    expect(count(fetchStub, 'GET /api/user/get-account-type')).toBe(2);
    expect(queryClient.getQueryState(['credits', 'u1'])?.isInvalidated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows a change that answers a url', async () => {
    const assign = jest.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    stubFetch({
      ...billingHandlers('All-week'),
      'POST /api/cart/change-subscription': { body: { url: 'https://billing.stripe.com/p/session_1' } },
    });
    renderApp('/pricing');
    await screen.findByText(ui.accountType('All-week'));
    fireEvent.click(planButtons()[1]!);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'));
  });

  it('cancels a membership only after confirmation, then shows the plan as Free', async () => {
    let accountType = 'Weekly';
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const fetchStub = stubFetch({
      ...billingHandlers('Weekly'),
      'GET /api/user/get-account-type': () => ({ body: { accountType } }),
      'POST /api/cart/cancel-subscription': () => {
        accountType = 'Free';
        return { body: { accountType: 'Free' } };
      },
    });
    const { queryClient } = renderApp('/pricing');
    await screen.findByText(ui.accountType('Weekly'));
    queryClient.setQueryData(['credits', 'u1'], { creditsData: { credits: 4 } });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Membership' }));
    expect(confirm).toHaveBeenCalledWith(ui.confirmCancelMembership('Weekly'));
    expect(count(fetchStub, 'POST /api/cart/cancel-subscription')).toBe(0);
    expect(screen.getByText(ui.accountType('Weekly'))).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Membership' }));
    expect(await screen.findByText(ui.accountType('Free'))).toBeInTheDocument();
    expect(bodyOf(fetchStub, '/api/cart/cancel-subscription')).toEqual({ userId: 'u1' });
    expect(planButtons().map((b) => b.textContent)).toEqual([
      'Buy Credit',
      'Subscribe',
      'Subscribe',
      'Subscribe',
    ]);
    await waitFor(() => expect(count(fetchStub, 'GET /api/user/get-account-type')).toBe(2));
    expect(queryClient.getQueryState(['credits', 'u1'])?.isInvalidated).toBe(true);
  });

  it('shows Free at once from the cancel answer, before the refresh answers', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchStub = stubFetch({
      ...billingHandlers('All-week'),
      'POST /api/cart/cancel-subscription': { body: { accountType: 'Free' } },
    });
    renderApp('/pricing');
    await screen.findByText(ui.accountType('All-week'));
    // From now on the refresh of the account type does not answer.
    const stubbed = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/user/get-account-type')
        ? new Promise<Response>(() => {})
        : stubbed(input, init),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Membership' }));
    expect(await screen.findByText(ui.accountType('Free'))).toBeInTheDocument();
    expect(planButtons()[2]).toHaveTextContent('Subscribe');
  });

  it.each([
    ['?success=true', pricing.orderPlaced],
    ['?canceled=true', pricing.orderCanceled],
  ])('shows the return message for %s', async (search, text) => {
    stubFetch();
    renderApp(`/pricing${search}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(text)).toHaveTextContent(
      search === '?success=true'
        ? 'Order placed! You will receive an email confirmation.'
        : "Order canceled -- continue to shop around and checkout when you're ready.",
    );
    const other = search === '?success=true' ? pricing.orderCanceled : pricing.orderPlaced;
    expect(screen.queryByText(other)).not.toBeInTheDocument();
  });

  it('shows no return message without one', async () => {
    stubFetch();
    renderApp('/pricing');
    await screen.findByRole('heading', { name: ui.pricingHeading });
    expect(screen.queryByText(pricing.orderPlaced)).not.toBeInTheDocument();
    expect(screen.queryByText(pricing.orderCanceled)).not.toBeInTheDocument();
  });
});

describe('/checkout, the payment result (spec §4, §8, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Advances the fake clock inside act, so that effects and navigations run. */
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it("shows processing, then the server's message, and goes to /account after 3 s", async () => {
    let answer: ((reply: { success: boolean; message: string }) => void) | undefined;
    const fetchStub = stubFetch(billingHandlers('Free', 1));
    const reply = new Promise<{ success: boolean; message: string }>((resolve) => (answer = resolve));
    const stubbed = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/cart/checkout-success'
        ? new Response(JSON.stringify(await reply), { status: 200 })
        : stubbed(input, init),
    );
    const { router, queryClient } = renderApp('/checkout?session_id=cs_test_1');
    expect(await screen.findByText(ui.processingPayment)).toBeInTheDocument();
    queryClient.setQueryData(['credits', 'u1'], { creditsData: { credits: 0 } });
    answer!({ success: true, message: 'Thank you! Your Weekly membership is active.' });
    expect(await screen.findByText('Thank you! Your Weekly membership is active.')).toBeInTheDocument();
    expect(screen.queryByText(ui.processingPayment)).not.toBeInTheDocument();
    expect(bodyOf(fetchStub, '/api/cart/checkout-success')).toEqual({
      session_id: 'cs_test_1',
      userId: 'u1',
    });
    // What /account shows next is fetched afresh.
    expect(queryClient.getQueryState(['credits', 'u1'])?.isInvalidated).toBe(true);

    await advance(CHECKOUT_REDIRECT_MS - 100);
    expect(router.state.location.pathname).toBe('/checkout');
    await advance(100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { name: ui.accountHeading, level: 1 })).toBeInTheDocument();
  });

  it('shows the canceled text and goes to /pricing after 3 s, signed in or not, calling nothing', async () => {
    for (const handlers of [billingHandlers('Free'), {}]) {
      const fetchStub = stubFetch(handlers);
      const { router, unmount } = renderApp('/checkout?canceled=true');
      expect(await screen.findByText(checkout.canceled)).toHaveTextContent(
        "Your order was canceled. You can try again when you're ready.",
      );
      await advance(CHECKOUT_REDIRECT_MS - 100);
      expect(router.state.location.pathname).toBe('/checkout');
      await advance(100);
      await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
      expect(calls(fetchStub)).not.toContain('POST /api/cart/checkout-success');
      unmount();
    }
  });

  it.each([
    ['answers success false', { body: { success: false, message: 'Not paid' } }],
    ['refuses the session (4xx)', { status: 404, body: { error: 'No such checkout session' } }],
    ['fails (5xx)', { status: 500, body: { error: 'Something went wrong. Please try again.' } }],
  ])('shows the payment error when the server %s, with Return to Pricing', async (_case, reply) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ ...billingHandlers('Free'), 'POST /api/cart/checkout-success': reply });
    const { router } = renderApp('/checkout?session_id=cs_bogus');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while processing your payment. Please try again.',
    );
    expect(screen.queryByText('Not paid')).not.toBeInTheDocument();
    // An error stays until the user leaves: no redirect.
    await advance(CHECKOUT_REDIRECT_MS * 2);
    expect(router.state.location.pathname).toBe('/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Return to Pricing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('shows a visitor the payment error for a session id, without asking the server', async () => {
    const fetchStub = stubFetch();
    const { router } = renderApp('/checkout?session_id=cs_test_1');
    expect(await screen.findByRole('alert')).toHaveTextContent(checkout.paymentError);
    expect(calls(fetchStub)).not.toContain('POST /api/cart/checkout-success');
    fireEvent.click(screen.getByRole('button', { name: checkout.returnToPricing }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it.each([
    ['signed in', billingHandlers('Free')],
    ['a visitor', {}],
  ])('says there is no session id, %s, and stays', async (_who, handlers) => {
    const fetchStub = stubFetch(handlers);
    const { router } = renderApp('/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent('No session ID found. Please try again.');
    expect(screen.getByRole('button', { name: 'Return to Pricing' })).toBeInTheDocument();
    await advance(CHECKOUT_REDIRECT_MS * 2);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(calls(fetchStub)).not.toContain('POST /api/cart/checkout-success');
  });

  it('confirms a session only once', async () => {
    const fetchStub = stubFetch({
      ...billingHandlers('Free'),
      'POST /api/cart/checkout-success': { body: { success: true, message: 'Thanks!' } },
    });
    renderApp('/checkout?session_id=cs_test_1');
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    await advance(1000);
    expect(count(fetchStub, 'POST /api/cart/checkout-success')).toBe(1);
  });
});

describe('/account, the subscription (spec §2, §3, §4)', () => {
  const section = async () => screen.findByRole('region', { name: ui.subscription });

  it.each<[string]>([['Free'], ['admin'], ...subscriptions.map((plan): [string] => [plan.name])])(
    'shows the plan %s, the credits and the way to /pricing',
    async (accountType) => {
      stubFetch(billingHandlers(accountType, 7));
      renderApp('/account');
      const subscription = within(await section());
      expect(await subscription.findByText(ui.accountType(accountType))).toBeInTheDocument();
      expect(await subscription.findByText(ui.credits(7))).toBeInTheDocument();
      expect(subscription.getByRole('link', { name: ui.managePlan })).toHaveAttribute('href', '/pricing');
      const isSubscriber = subscriptions.some((plan) => plan.name === accountType);
      expect(subscription.queryByRole('button', { name: pricing.cancelMembership }) !== null).toBe(
        isSubscriber,
      );
    },
  );

  it('leads to /pricing', async () => {
    stubFetch(billingHandlers('Free'));
    const { router } = renderApp('/account');
    fireEvent.click(within(await section()).getByRole('link', { name: ui.managePlan }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('cancels a membership after confirmation, with the call /pricing makes, and shows Free', async () => {
    let accountType = 'All-week';
    let credits = 9;
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const fetchStub = stubFetch({
      ...billingHandlers('All-week'),
      'GET /api/user/get-account-type': () => ({ body: { accountType } }),
      'POST /api/user/get-credits': () => ({ body: { creditsData: { credits } } }),
      'POST /api/cart/cancel-subscription': (request: SeenRequest) => {
        expect(request.body).toEqual({ userId: 'u1' });
        accountType = 'Free';
        credits = 8;
        return { body: { accountType: 'Free' } };
      },
    });
    renderApp('/account');
    const subscription = within(await section());
    await subscription.findByText(ui.accountType('All-week'));
    await subscription.findByText(ui.credits(9));
    fireEvent.click(subscription.getByRole('button', { name: 'Cancel Membership' }));
    expect(confirm).toHaveBeenCalledWith(ui.confirmCancelMembership('All-week'));
    expect(count(fetchStub, 'POST /api/cart/cancel-subscription')).toBe(0);

    fireEvent.click(subscription.getByRole('button', { name: 'Cancel Membership' }));
    expect(await subscription.findByText(ui.accountType('Free'))).toBeInTheDocument();
    expect(await subscription.findByText(ui.credits(8))).toBeInTheDocument();
    expect(subscription.queryByRole('button', { name: 'Cancel Membership' })).not.toBeInTheDocument();
    expect(count(fetchStub, 'POST /api/cart/cancel-subscription')).toBe(1);
    expect(count(fetchStub, 'POST /api/user/get-credits')).toBe(2);
  });

  it("shows the server's refusal of a cancellation", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    stubFetch({
      ...billingHandlers('Weekly'),
      'POST /api/cart/cancel-subscription': { status: 409, body: { error: NOT_CONFIGURED } },
    });
    renderApp('/account');
    const subscription = within(await section());
    fireEvent.click(await subscription.findByRole('button', { name: 'Cancel Membership' }));
    expect(await subscription.findByRole('alert')).toHaveTextContent(NOT_CONFIGURED);
    expect(subscription.getByText(ui.accountType('Weekly'))).toBeInTheDocument();
  });
});

describe('landing credit counter (spec §2)', () => {
  it('shows the balance as a link to /pricing', async () => {
    stubFetch({
      ...billingHandlers('Free', 3),
      'GET /api/files/get-user-profiles': { body: { profiles: [] } },
    });
    const { router } = renderApp('/');
    const counter = await screen.findByRole('link', { name: ui.credits(3) });
    expect(counter).toHaveAttribute('href', '/pricing');
    fireEvent.click(counter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('is not shown to a visitor', async () => {
    const fetchStub = stubFetch();
    renderApp('/');
    await screen.findByRole('button', { name: 'Demo' });
    expect(screen.queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
    expect(calls(fetchStub)).not.toContain('POST /api/user/get-credits');
  });
});

describe('/account, the safety refusals an admin reads', () => {
  const refusals = {
    days: 30,
    refusals: [
      { kind: 'idea', action: 'refuse', category: 'grooming', layer: 'offline', count: 3 },
      { kind: 'book', action: 'refuse', category: 'dangerous-acts', layer: 'judge:gpt-4o-mini', count: 1 },
    ],
  };

  it('shows an admin the counts by where, category, action and layer', async () => {
    stubFetch({
      ...billingHandlers('admin', 7),
      'POST /api/admin/safety-refusals': { body: refusals },
    });
    renderApp('/account');
    const panel = within(await screen.findByRole('region', { name: ui.safetyHeading }));
    expect(panel.getByText(ui.safetyPeriod(30))).toBeInTheDocument();
    const rows = panel.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      Object.values(ui.safetyColumns).join(''),
      'ideagroomingrefuseoffline3',
      'bookdangerous-actsrefusejudge:gpt-4o-mini1',
    ]);
  });

  it('never asks for them for a parent', async () => {
    const fetchStub = stubFetch(billingHandlers('Free', 7));
    renderApp('/account');
    await screen.findByRole('region', { name: ui.subscription });
    expect(screen.queryByRole('region', { name: ui.safetyHeading })).not.toBeInTheDocument();
    expect(calls(fetchStub)).not.toContain('POST /api/admin/safety-refusals');
  });
});
