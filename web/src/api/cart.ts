import { api } from './client';
import type { Body } from './contract';

/** POST /api/cart/checkout: answers the payment page to redirect to. */
export const checkout = (body: Body<'/api/cart/checkout'>) => api.post('/api/cart/checkout', body);

/** POST /api/cart/change-subscription */
export const changeSubscription = (body: Body<'/api/cart/change-subscription'>) =>
  api.post('/api/cart/change-subscription', body);

/** POST /api/cart/cancel-subscription */
export const cancelSubscription = (body: Body<'/api/cart/cancel-subscription'>) =>
  api.post('/api/cart/cancel-subscription', body);

/** POST /api/cart/checkout-success: confirms the payment after the provider's redirect. */
export const checkoutSuccess = (body: Body<'/api/cart/checkout-success'>) =>
  api.post('/api/cart/checkout-success', body);
