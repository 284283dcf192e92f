import { useEffect, useEffectEvent } from 'react';
import { KEY_LEFT, KEY_RIGHT } from './constants';

/** Typing in a field, or a key a control handles itself, must not also turn a page. */
const keyBelongsToControl = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Calls `onLeft` / `onRight` for the left and right arrow keys pressed anywhere on the page (spec §2: key
 * codes 37 and 39), while the calling component is shown.
 */
export function useArrowKeys(onLeft: () => void, onRight: () => void): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (keyBelongsToControl(event.target)) return;
    const code =
      event.key === 'ArrowLeft' ? KEY_LEFT : event.key === 'ArrowRight' ? KEY_RIGHT : event.keyCode;
    if (code === KEY_LEFT) onLeft();
    else if (code === KEY_RIGHT) onRight();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
