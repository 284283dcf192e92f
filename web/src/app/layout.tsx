import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';

/** Every screen: header menu, the route's page, footer. */
export function Layout() {
  return (
    <div className="app">
      <Header />
      <Outlet />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
