/**
 * §2 "The navigation bar changes size and transparency per route": pages that draw a full-bleed picture
 * (the shelves with the selected cover behind them, the flip-book) get a slim, see-through bar over it; the
 * single-page reader a slim solid one; forms and text pages a full solid bar.
 */
export interface NavBarStyle {
  size: 'slim' | 'full';
  transparent: boolean;
}

const OVER_PICTURE: NavBarStyle = { size: 'slim', transparent: true };
const SLIM: NavBarStyle = { size: 'slim', transparent: false };
const FULL: NavBarStyle = { size: 'full', transparent: false };

export function navBarStyle(pathname: string): NavBarStyle {
  if (pathname === '/' || pathname === '/book-shelf' || pathname.startsWith('/story-book/'))
    return OVER_PICTURE;
  if (pathname === '/story-page' || pathname.startsWith('/story-page/')) return SLIM;
  return FULL;
}
