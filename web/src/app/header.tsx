import { useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/use-session';
import { nav, ui } from '../lib/texts';
import { navBarStyle } from './nav-bar-style';
import { useSlidingHeader } from './use-sliding-header';
import { Button } from '../design';

/**
 * §2 header: a bar whose Menu button slides the menu out (it hides again after 5 s or a click outside), sized
 * and see-through per route. The last item reads Logout when logged in with a user id; both go to /login.
 * While hidden the menu is inert: not focusable, not read.
 */
export function Header() {
  const { loggedIn, userId } = useSession();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { open, toggle, headerHandlers } = useSlidingHeader(headerRef, toggleRef);
  const style = navBarStyle(pathname);
  const items = [
    { to: paths.home.href(), label: nav.home },
    { to: paths.bookShelf.href(), label: nav.books },
    { to: paths.createProfileAi.href(), label: nav.profiles },
    { to: paths.pricing.href(), label: nav.pricing },
    { to: paths.account.href(), label: nav.account },
    { to: paths.login.href(), label: loggedIn && userId ? nav.logout : nav.login },
  ];
  return (
    <header
      ref={headerRef}
      className="app-header"
      data-size={style.size}
      data-transparent={style.transparent}
      data-open={open}
      {...headerHandlers}
    >
      <div className="header-bar">
        <Button
          ref={toggleRef}
          variant="ghost"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={toggle}
        >
          <span className="menu-icon" aria-hidden="true">
            ☰
          </span>{' '}
          {ui.menu}
        </Button>
        <span className="brand">{ui.appName}</span>
      </div>
      <nav id={menuId} aria-label={ui.mainNavigation} className="header-menu" inert={!open}>
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
