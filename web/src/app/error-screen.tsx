import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { errors } from '../lib/texts';

/** The router's error element (spec §2, §8): any error while loading or rendering a route. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="error-screen" role="alert">
      <h1>{errors.unexpectedApplicationError}</h1>
    </main>
  );
}
