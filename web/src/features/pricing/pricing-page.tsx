import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { changeSubscription, checkout } from '../../api/cart';
import { paths } from '../../config/paths';
import { externalNavigation } from '../../lib/browser';
import { PLANS, type Plan } from '../../lib/constants';
import { pricing, ui } from '../../lib/texts';
import { useSession } from '../auth';
import { refusalText } from '../profiles';
import { refreshBilling, useAccountType, useCancelMembership } from './billing-queries';
import { planAction, planActionLabel } from './plan-action';
import './pricing.css';
import { Button, Card } from '../../design';

/**
 * /pricing: plan cards (spec §2, §4, §9), the message after returning from the payment page, and the plan
 * actions: Buy Credit and Subscribe go to the payment provider's checkout page, Change Membership changes
 * the plan in place (or goes where the server says), Cancel Membership asks first and leaves the account Free.
 */
export function PricingPage() {
  const { loggedIn, userId } = useSession();
  const accountType = useAccountType();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  // §8 shows failures to nobody, but a refusal (payments not configured, already subscribed) is the
  // server's answer to this click: it is shown as the server wrote it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (error: unknown) => setRefusal(refusalText(error));

  const pay = useMutation({
    mutationFn: ({ plan, change }: { plan: Plan; change: boolean }) => {
      const id = userId ?? '';
      // The billing service maps the plan key to the payment provider's price id.
      if (change) return changeSubscription({ userId: id, priceId: plan.key, planName: plan.name });
      return checkout({
        userId: id,
        priceId: plan.key,
        checkoutType: plan.checkoutType,
        planName: plan.name,
      });
    },
    onSuccess: (answer) => {
      if (answer.url) return externalNavigation.assign(answer.url);
      // Changed in place: the new plan and its credits.
      return refreshBilling(queryClient);
    },
    onError,
  });
  const cancel = useCancelMembership(userId);

  const choose = (plan: Plan) => {
    if (!loggedIn || !userId) return navigate(paths.login.href());
    const action = planAction(plan, accountType);
    setRefusal(null);
    if (action === 'cancel') {
      if (window.confirm(ui.confirmCancelMembership(plan.name))) cancel.mutate(undefined, { onError });
      return;
    }
    pay.mutate({ plan, change: action === 'change' });
  };
  const busy = pay.isPending || cancel.isPending;

  return (
    <main className="pricing">
      <h1>{ui.pricingHeading}</h1>
      {search.get('success') !== null && <p role="status">{pricing.orderPlaced}</p>}
      {search.get('canceled') !== null && <p role="status">{pricing.orderCanceled}</p>}
      {accountType !== null && <p>{ui.accountType(accountType)}</p>}
      {refusal && <p role="alert">{refusal}</p>}
      <ul className="plans">
        {PLANS.map((plan) => (
          <li key={plan.key}>
            <Card as="article" aria-label={plan.name}>
              <h2>{plan.name}</h2>
              <p>{ui.planPrice(plan.priceUsd, plan.period)}</p>
              <p>{plan.description}</p>
              <Button variant="primary" disabled={busy} onClick={() => choose(plan)}>
                {planActionLabel[planAction(plan, accountType)]}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </main>
  );
}
