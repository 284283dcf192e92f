import { isValidElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireLogin, RequireLoginOrDemo } from '../features/auth/guards';
import { Layout } from './layout';
import { lazyComponent } from '../lib/lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

/*
 * The route table of spec §2. Each page is its own chunk (React.lazy), so / loads only what it shows.
 * Declarative routes (useRoutes) rather than a data router: the app loads its data with TanStack Query, and
 * the data router's machinery would be about 17 kB of gzip on every first visit.
 */
const LandingPage = lazyComponent(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
);
const LoginPage = lazyComponent(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
);
const StoryGenStartPage = lazyComponent(
  () => import('../features/story-gen/story-gen-start-page'),
  (m) => m.StoryGenStartPage,
);
const StoryGenSummaryPage = lazyComponent(
  () => import('../features/story-gen/story-gen-summary-page'),
  (m) => m.StoryGenSummaryPage,
);
const StoryGenBookPage = lazyComponent(
  () => import('../features/story-gen/story-gen-book-page'),
  (m) => m.StoryGenBookPage,
);
const BookShelfPage = lazyComponent(
  () => import('../features/book-shelf/book-shelf-page'),
  (m) => m.BookShelfPage,
);
/** The single-page reader serves both /story-page and /story-page/{userId}/{bookId}/{pageNum}. */
const StoryPagePage = lazyComponent(
  () => import('../features/reader/story-page-page'),
  (m) => m.StoryPagePage,
);
const StoryBookPage = lazyComponent(
  () => import('../features/reader/story-book-page'),
  (m) => m.StoryBookPage,
);
const ProfileInformationPage = lazyComponent(
  () => import('../features/profiles/profile-information-page'),
  (m) => m.ProfileInformationPage,
);
const CreateProfilePage = lazyComponent(
  () => import('../features/profiles/create-profile-page'),
  (m) => m.CreateProfilePage,
);
const CreateProfileAiPage = lazyComponent(
  () => import('../features/profiles/create-profile-ai-page'),
  (m) => m.CreateProfileAiPage,
);
const AccountPage = lazyComponent(
  () => import('../features/account/account-page'),
  (m) => m.AccountPage,
);
const PricingPage = lazyComponent(
  () => import('../features/pricing/pricing-page'),
  (m) => m.PricingPage,
);
const CheckoutPage = lazyComponent(
  () => import('../features/pricing/checkout-page'),
  (m) => m.CheckoutPage,
);

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <Layout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.storyGenStart.path, element: <StoryGenStartPage /> },
      {
        element: <RequireLoginOrDemo />,
        children: [
          { path: paths.storyGenSummary.path, element: <StoryGenSummaryPage /> },
          { path: paths.storyGenBook.path, element: <StoryGenBookPage /> },
          { path: paths.bookShelf.path, element: <BookShelfPage /> },
        ],
      },
      { path: paths.storyPage.path, element: <StoryPagePage /> },
      { path: paths.storyPageAt.path, element: <StoryPagePage /> },
      { path: paths.storyBook.path, element: <StoryBookPage /> },
      {
        element: <RequireLogin />,
        children: [
          { path: paths.profileInformation.path, element: <ProfileInformationPage /> },
          { path: paths.createProfile.path, element: <CreateProfilePage /> },
          { path: paths.createProfileAi.path, element: <CreateProfileAiPage /> },
          { path: paths.account.path, element: <AccountPage /> },
        ],
      },
      { path: paths.pricing.path, element: <PricingPage /> },
      { path: paths.checkout.path, element: <CheckoutPage /> },
      { path: paths.notFound.path, element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

/**
 * Fetches the code of the page at `pathname` (main.tsx waits for it before the first render, so the first
 * page appears whole instead of after a fallback).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
      ? [type as { preload(): Promise<void> }]
      : [];
  });
  await Promise.all(pages.map((page) => page.preload()));
}

function RouteTable({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * The app's routes inside a router (BrowserRouter in main.tsx, MemoryRouter in tests). The outer boundary
 * covers the layout itself; the layout's own keeps header and footer around a failed page.
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return (
    <RouteErrorBoundary>
      <RouteTable table={table} />
    </RouteErrorBoundary>
  );
}
