import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cancelSubscription, changeSubscription, checkout } from '../../api/cart';
import { paths } from '../../config/paths';
import { FREE_ACCOUNT_TYPE, PLANS, type Plan } from '../../lib/constants';
import { pricing, ui } from '../../lib/texts';
import { sessionQueryKey, useSession } from '../auth/use-session';
import { planAction, planActionLabel, type PlanAction } from './plan-action';

/** /pricing: plan cards (spec §2, §4, §9) and the message after returning from the payment page. */
export function PricingPage() {
  const { loggedIn, userId, user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const accountType = user?.accountType ?? FREE_ACCOUNT_TYPE;

  const act = useMutation({
    mutationFn: async ({ plan, action }: { plan: Plan; action: PlanAction }) => {
      const id = userId ?? '';
      if (action === 'cancel') return cancelSubscription({ userId: id });
      // The billing service maps the plan key to the payment provider's price id.
      if (action === 'change')
        return changeSubscription({ userId: id, priceId: plan.key, planName: plan.name });
      return checkout({
        userId: id,
        priceId: plan.key,
        checkoutType: plan.checkoutType,
        planName: plan.name,
      });
    },
    onSuccess: (answer) => {
      if (answer.url) return window.location.assign(answer.url);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: (error) => console.error(error),
  });

  const choose = (plan: Plan) => {
    if (!loggedIn) return navigate(paths.login.href());
    act.mutate({ plan, action: planAction(plan, accountType) });
  };

  return (
    <main className="pricing">
      <h1>{ui.pricingHeading}</h1>
      {search.get('success') && <p role="status">{pricing.orderPlaced}</p>}
      {search.get('canceled') && <p role="status">{pricing.orderCanceled}</p>}
      <ul className="plans">
        {PLANS.map((plan) => (
          <li key={plan.key}>
            <article aria-label={plan.name}>
              <h2>{plan.name}</h2>
              <p>{ui.planPrice(plan.priceUsd, plan.period)}</p>
              <p>{plan.description}</p>
              <button type="button" disabled={act.isPending} onClick={() => choose(plan)}>
                {planActionLabel[planAction(plan, accountType)]}
              </button>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
