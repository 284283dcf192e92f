import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** How long a toast stays, unless told otherwise. */
export const TOAST_MS = 3000;

interface Toast {
  id: number;
  message: string;
  duration: number;
}

type ShowToast = (message: string, options?: { duration?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Toasts for the whole app: one polite live region, always in the page so that screen readers hear what is
 * put in it; the toast inside is a status (role="status") that shows for a few seconds and then goes. A new
 * one replaces the last. The region itself has no role: a page's own status lines stay the only ones there
 * until a toast shows.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback<ShowToast>(
    (message, options) =>
      setToast((last) => ({ id: (last?.id ?? 0) + 1, message, duration: options?.duration ?? TOAST_MS })),
    [],
  );
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div aria-live="polite" aria-atomic="true">
        {toast && (
          <p
            key={toast.id}
            role="status"
            className={
              'fixed bottom-6 left-1/2 z-40 m-0 max-w-[min(30rem,calc(100%-2rem))] -translate-x-1/2 ' +
              'rounded-md bg-heading px-4 py-3 text-white shadow-3'
            }
          >
            {toast.message}
          </p>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a short message in the app's toast region. Needs a ToastProvider above (AppProviders has one). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}
