import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/use-session';
import { nav, ui } from '../lib/texts';

/** §2 header menu. The last item reads Logout when logged in with a user id; both go to /login. */
export function Header() {
  const { loggedIn, userId } = useSession();
  const items = [
    { to: paths.home.href(), label: nav.home },
    { to: paths.bookShelf.href(), label: nav.books },
    { to: paths.createProfileAi.href(), label: nav.profiles },
    { to: paths.pricing.href(), label: nav.pricing },
    { to: paths.account.href(), label: nav.account },
    { to: paths.login.href(), label: loggedIn && userId ? nav.logout : nav.login },
  ];
  return (
    <header className="app-header">
      <nav aria-label={ui.mainNavigation}>
        <ul>
          {items.map((item) => (
            <li key={item.label}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
