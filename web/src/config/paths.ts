/** Every route of spec §2 in one place: `path` is the router pattern, `href` builds a link. */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  storyGenStart: { path: '/story-gen-start', href: () => '/story-gen-start' },
  storyGenSummary: { path: '/story-gen-summary', href: () => '/story-gen-summary' },
  storyGenBook: { path: '/story-gen-book', href: () => '/story-gen-book' },
  bookShelf: { path: '/book-shelf', href: () => '/book-shelf' },
  storyPage: { path: '/story-page', href: () => '/story-page' },
  storyPageAt: {
    path: '/story-page/:userId/:bookId/:pageNum',
    href: (userId: string, bookId: string, pageNum: number) =>
      `/story-page/${encodeURIComponent(userId)}/${encodeURIComponent(bookId)}/${pageNum}`,
  },
  storyBook: {
    path: '/story-book/:userId/:bookId',
    href: (userId: string, bookId: string) =>
      `/story-book/${encodeURIComponent(userId)}/${encodeURIComponent(bookId)}`,
  },
  profileInformation: { path: '/profile-information', href: () => '/profile-information' },
  createProfile: { path: '/create-profile', href: () => '/create-profile' },
  createProfileAi: { path: '/create-profile-ai', href: () => '/create-profile-ai' },
  account: { path: '/account', href: () => '/account' },
  pricing: { path: '/pricing', href: () => '/pricing' },
  checkout: { path: '/checkout', href: () => '/checkout' },
  /** anything else redirects to / */
  notFound: { path: '*' },
} as const;
