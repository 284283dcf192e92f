import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { PinGateHost } from './pin-gate-host';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every screen: header menu, the route's page, footer. A page that fails (or whose chunk does not load) shows
 * the error screen between header and footer until the next navigation.
 */
export function Layout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // A new page starts at its top; back and forward leave the position to the browser.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);
  return (
    <div className="app">
      <Header />
      <RouteErrorBoundary resetKey={location.key}>
        {/* while a page's chunk loads */}
        <Suspense fallback={<main aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Footer />
      <PinGateHost />
    </div>
  );
}
