import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { translate } from '@shared/i18n/messages';
import { toLocale } from '@shared/i18n/locales';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type Toasts } from './toast-context';

type Toast = { id: number; severity: AlertColor; message: string; open: boolean };

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
        message: translate(message, toLocale(i18n.language)),
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
      <Stack
        sx={{
          gap: 1,
          position: 'fixed',
          left: 24,
          bottom: 24,
          zIndex: 'snackbar',
          maxWidth: 'calc(100vw - 48px)',
        }}
      >
        {toasts.slice(0, MAX_VISIBLE).map((toast) => (
          <Snackbar
            key={toast.id}
            open={toast.open}
            autoHideDuration={toast.severity === 'error' ? 8000 : 5000}
            onClose={(_event, reason) => reason !== 'clickaway' && close(toast.id)}
            slotProps={{ transition: { onExited: () => remove(toast.id) } }}
            sx={{ position: 'static' }}
          >
            <Alert
              variant="filled"
              severity={toast.severity}
              onClose={() => close(toast.id)}
              slotProps={{ closeButton: { title: t('feedback.close'), 'aria-label': t('feedback.close') } }}
              sx={{ width: '100%' }}
            >
              {toast.message}
            </Alert>
          </Snackbar>
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}
