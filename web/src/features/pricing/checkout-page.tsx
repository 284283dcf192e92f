import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkoutSuccess } from '../../api/cart';
import { paths } from '../../config/paths';
import { CHECKOUT_REDIRECT_MS } from '../../lib/constants';
import { checkout, pricing, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { refreshBilling } from './billing-queries';
import { Button } from '../../design';

type Outcome =
  | { state: 'processing' }
  | { state: 'success'; message: string }
  | { state: 'canceled' }
  | { state: 'error'; message: string };

/**
 * /checkout: the payment result (spec §2, §4, §8). The payment provider returns here with `?session_id=` on
 * success and `?canceled=true` on cancel. A session id is confirmed with the server for the signed-in user;
 * a visitor's cannot be, which is the payment error with Return to Pricing.
 */
export function CheckoutPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const sessionId = search.get('session_id');
  const canceled = search.get('canceled') !== null;
  const confirm = useQuery({
    queryKey: ['checkout-success', sessionId],
    queryFn: () => checkoutSuccess({ session_id: sessionId ?? '', userId: session.userId ?? '' }),
    enabled: !canceled && Boolean(sessionId) && session.loggedIn,
    staleTime: Infinity,
    retry: false,
  });

  const outcome: Outcome = canceled
    ? { state: 'canceled' }
    : !sessionId
      ? { state: 'error', message: checkout.noSessionId }
      : session.isLoading || confirm.isPending
        ? session.isLoading || session.loggedIn
          ? { state: 'processing' }
          : { state: 'error', message: checkout.paymentError }
        : confirm.data?.success
          ? { state: 'success', message: confirm.data.message || pricing.orderPlaced }
          : { state: 'error', message: checkout.paymentError };

  // A payment changes the plan or the credits: what /account shows next is fetched afresh.
  const paid = outcome.state === 'success';
  useEffect(() => {
    if (paid) void refreshBilling(queryClient);
  }, [paid, queryClient]);

  // §4: success goes to /account and canceled to /pricing after 3 s.
  const redirectTo =
    outcome.state === 'success'
      ? paths.account.href()
      : outcome.state === 'canceled'
        ? paths.pricing.href()
        : null;
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  return (
    <main className="checkout">
      <h1>{ui.checkoutHeading}</h1>
      {outcome.state === 'processing' && <p role="status">{ui.processingPayment}</p>}
      {outcome.state === 'success' && <p role="status">{outcome.message}</p>}
      {outcome.state === 'canceled' && <p role="status">{checkout.canceled}</p>}
      {outcome.state === 'error' && (
        <>
          <p role="alert">{outcome.message}</p>
          <Button onClick={() => navigate(paths.pricing.href())}>{checkout.returnToPricing}</Button>
        </>
      )}
    </main>
  );
}
