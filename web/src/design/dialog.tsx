import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { cx } from './cx';

export interface DialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'title' | 'onClose'> {
  /** Shown as a modal while true (also when the dialog is simply mounted and unmounted). */
  open?: boolean;
  /** Asked to close: Escape, or a button of the caller's. The caller decides (usually sets open to false). */
  onClose: () => void;
  /** The heading that names the dialog. Without it, pass aria-labelledby naming a heading inside. */
  title?: ReactNode;
}

/**
 * The one modal dialog: a native <dialog> opened with showModal(), so the page behind is inert, the focus
 * stays inside and ::backdrop dims the page. Escape asks the caller to close (onClose) rather than closing
 * behind React's back; when it closes or unmounts, the focus returns to what had it before (the button that
 * opened it).
 */
export function Dialog({ open = true, onClose, title, className, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal: there the dialog is only opened.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (element.open) {
        if (typeof element.close === 'function') element.close();
        else element.removeAttribute('open');
      }
      opener?.focus();
    };
  }, [open]);

  // Escape in a modal dialog fires `cancel`, which would close it without React: the caller closes it.
  const escape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCloseRef.current();
  };
  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    <dialog
      {...props}
      ref={ref}
      aria-labelledby={title ? titleId : props['aria-labelledby']}
      className={cx(
        'box-border max-w-[min(32rem,calc(100vw-2rem))] rounded-lg border-0 bg-surface p-6 text-ink shadow-2',
        className,
      )}
      onKeyDown={escape}
      onCancel={cancel}
    >
      {title && (
        <h2 id={titleId} className="mt-0 text-xl">
          {title}
        </h2>
      )}
      {open && children}
    </dialog>
  );
}
