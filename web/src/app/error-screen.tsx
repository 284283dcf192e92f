import { useEffect } from 'react';
import { pageReload } from '../lib/browser';
import { errors, ui } from '../lib/texts';
import { Button } from '../design';

/**
 * The router's error screen (spec §2, §8): any error while loading or rendering a route. A page's script that
 * still did not load after the automatic reload (a ChunkLoadError) says so, with a way to try again.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const chunkFailed = error instanceof Error && error.name === errors.chunkLoadErrorName;
  return (
    <main className="error-screen" role="alert">
      <h1>{errors.unexpectedApplicationError}</h1>
      {chunkFailed && (
        <>
          <p>
            {ui.chunkLoadFailed} ({errors.chunkLoadErrorName})
          </p>
          <Button variant="primary" onClick={() => pageReload.reload()}>
            {ui.reload}
          </Button>
        </>
      )}
    </main>
  );
}
