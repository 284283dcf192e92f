/** What the other features use of pricing: they import it from here, never its modules. */
export * from './billing-queries';
export * from './plan-action';
