import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { HEADER_AUTO_HIDE_MS } from '../lib/constants';

/**
 * §2: the header's menu slides out on click and hides again after 5 seconds or on a click outside it.
 * The 5 s restart with every key, click or focus inside the header, so a keyboard user moving through the
 * links is not cut off; Escape hides it at once. A new route hides it too (it is open for one path only).
 */
export function useSlidingHeader(
  headerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [lastActivity, setLastActivity] = useState(0);
  const open = openOn === pathname;

  const hide = (refocus: boolean) => {
    // Focus inside the hidden menu would be lost: it goes back to the button that opens it.
    const focusInside = headerRef.current?.contains(document.activeElement) ?? false;
    setOpenOn(null);
    if (refocus || focusInside) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      const focusInside = headerRef.current?.contains(document.activeElement) ?? false;
      setOpenOn(null);
      if (focusInside) toggleRef.current?.focus();
    }, HEADER_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [open, lastActivity, headerRef, toggleRef]);

  useEffect(() => {
    if (!open) return;
    const hideOnOutsideClick = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', hideOnOutsideClick);
    return () => document.removeEventListener('pointerdown', hideOnOutsideClick);
  }, [open, headerRef]);

  return {
    open,
    toggle: () => (open ? hide(false) : setOpenOn(pathname)),
    /** Handlers for the header element: activity inside keeps it open, Escape hides it. */
    headerHandlers: {
      onPointerDown: () => setLastActivity(Date.now()),
      onFocus: () => setLastActivity(Date.now()),
      onKeyDown: (event: { key: string }) => {
        if (open && event.key === 'Escape') hide(true);
        else setLastActivity(Date.now());
      },
    },
  };
}
