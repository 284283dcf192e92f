import { Suspense } from 'react';
import { useSession } from '../features/auth/use-session';
import { COPYRIGHT_YEAR } from '../lib/constants';
import { footer } from '../lib/texts';
import { lazyComponent } from '../lib/lazy-page';

// Only signed-in users report problems: visitors' first paint does not fetch its code.
const ReportProblem = lazyComponent(
  () => import('../features/report-problem/report-problem'),
  (module) => module.ReportProblem,
);

/** §2 footer: copyright, the AI-content disclaimer and, only when logged in, 'Report a Problem'. */
export function Footer() {
  const { loggedIn, userId } = useSession();
  return (
    <footer className="app-footer">
      <p>{footer.copyright(COPYRIGHT_YEAR)}</p>
      <p>{footer.aiDisclaimer}</p>
      {loggedIn && userId && (
        <Suspense fallback={null}>
          <ReportProblem userId={userId} />
        </Suspense>
      )}
    </footer>
  );
}
