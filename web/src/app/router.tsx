import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RequireLogin, RequireLoginOrDemo } from '../features/auth/guards';
import { ErrorScreen } from './error-screen';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';

/**
 * The route table of spec §2. Each page is its own chunk (route `lazy`), so / loads only what it shows.
 * The outer error element covers the layout itself; the inner one keeps header and footer around a failed page.
 */
/** The single-page reader serves both /story-page and /story-page/{userId}/{bookId}/{pageNum}. */
const storyPageReader = lazyPage(
  () => import('../features/reader/story-page-page'),
  (m) => m.StoryPagePage,
);

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: Layout,
    // shown while the first page's chunk loads
    hydrateFallbackElement: <div className="app" aria-busy="true" />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/landing/landing-page'),
              (m) => m.LandingPage,
            ),
          },
          {
            path: paths.login.path,
            lazy: lazyPage(
              () => import('../features/auth/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: paths.storyGenStart.path,
            lazy: lazyPage(
              () => import('../features/story-gen/story-gen-start-page'),
              (m) => m.StoryGenStartPage,
            ),
          },
          {
            Component: RequireLoginOrDemo,
            children: [
              {
                path: paths.storyGenSummary.path,
                lazy: lazyPage(
                  () => import('../features/story-gen/story-gen-summary-page'),
                  (m) => m.StoryGenSummaryPage,
                ),
              },
              {
                path: paths.storyGenBook.path,
                lazy: lazyPage(
                  () => import('../features/story-gen/story-gen-book-page'),
                  (m) => m.StoryGenBookPage,
                ),
              },
              {
                path: paths.bookShelf.path,
                lazy: lazyPage(
                  () => import('../features/book-shelf/book-shelf-page'),
                  (m) => m.BookShelfPage,
                ),
              },
            ],
          },
          {
            path: paths.storyPage.path,
            lazy: storyPageReader,
          },
          {
            path: paths.storyPageAt.path,
            lazy: storyPageReader,
          },
          {
            path: paths.storyBook.path,
            lazy: lazyPage(
              () => import('../features/reader/story-book-page'),
              (m) => m.StoryBookPage,
            ),
          },
          {
            Component: RequireLogin,
            children: [
              {
                path: paths.profileInformation.path,
                lazy: lazyPage(
                  () => import('../features/profiles/profile-information-page'),
                  (m) => m.ProfileInformationPage,
                ),
              },
              {
                path: paths.createProfile.path,
                lazy: lazyPage(
                  () => import('../features/profiles/create-profile-page'),
                  (m) => m.CreateProfilePage,
                ),
              },
              {
                path: paths.createProfileAi.path,
                lazy: lazyPage(
                  () => import('../features/profiles/create-profile-ai-page'),
                  (m) => m.CreateProfileAiPage,
                ),
              },
              {
                path: paths.account.path,
                lazy: lazyPage(
                  () => import('../features/account/account-page'),
                  (m) => m.AccountPage,
                ),
              },
            ],
          },
          {
            path: paths.pricing.path,
            lazy: lazyPage(
              () => import('../features/pricing/pricing-page'),
              (m) => m.PricingPage,
            ),
          },
          {
            path: paths.checkout.path,
            lazy: lazyPage(
              () => import('../features/pricing/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
          { path: paths.notFound.path, element: <Navigate to={paths.home.href()} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
