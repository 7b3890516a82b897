import type { AlertColor } from '@mui/material/Alert';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueText } from '../../i18n/catalogue-text';
import { ToastContext, type Toasts } from './toast-context';
import type { Toast } from './toast-stack';

// Snackbar and its transition load with the first toast, not with the sign-in page.
const ToastStack = lazy(() => import('./toast-stack'));

/** More than this at once hides the page; the rest wait their turn. */
const MAX_VISIBLE = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('kit');
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const show = useCallback(
    (severity: AlertColor) => (message: string) => {
      nextId.current += 1;
      const toast = {
        id: nextId.current,
        severity,
        message: catalogueText(i18n, message) ?? message,
        open: true,
      };
      setToasts((current) => [...current, toast]);
    },
    [i18n],
  );
  const api = useMemo<Toasts>(
    () => ({ success: show('success'), error: show('error'), info: show('info'), warning: show('warning') }),
    [show],
  );

  const close = (id: number) =>
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  const remove = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack
            toasts={toasts.slice(0, MAX_VISIBLE)}
            closeLabel={t('feedback.close')}
            onClose={close}
            onExited={remove}
          />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
