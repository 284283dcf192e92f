import { api } from './client';
import type {
  CancelSubscriptionResponse,
  ChangeSubscriptionRequest,
  CheckoutRequest,
  CheckoutSuccessRequest,
  CheckoutSuccessResponse,
  RedirectResponse,
} from './types';

/** POST /api/cart/checkout: answers the payment page to redirect to. */
export const checkout = (body: CheckoutRequest) => api.post<RedirectResponse>('/api/cart/checkout', body);

/** POST /api/cart/change-subscription */
export const changeSubscription = (body: ChangeSubscriptionRequest) =>
  api.post<RedirectResponse>('/api/cart/change-subscription', body);

/** POST /api/cart/cancel-subscription */
export const cancelSubscription = (body: { userId: string }) =>
  api.post<CancelSubscriptionResponse>('/api/cart/cancel-subscription', body);

/** POST /api/cart/checkout-success: confirms the payment after the provider's redirect. */
export const checkoutSuccess = (body: CheckoutSuccessRequest) =>
  api.post<CheckoutSuccessResponse>('/api/cart/checkout-success', body);
