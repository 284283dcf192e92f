import { useSession } from '../features/auth/use-session';
import { ReportProblem } from '../features/report-problem/report-problem';
import { COPYRIGHT_YEAR } from '../lib/constants';
import { footer } from '../lib/texts';

/** §2 footer: copyright, the AI-content disclaimer and, only when logged in, 'Report a Problem'. */
export function Footer() {
  const { loggedIn, userId } = useSession();
  return (
    <footer className="app-footer">
      <p>{footer.copyright(COPYRIGHT_YEAR)}</p>
      <p>{footer.aiDisclaimer}</p>
      {loggedIn && userId && <ReportProblem userId={userId} />}
    </footer>
  );
}
