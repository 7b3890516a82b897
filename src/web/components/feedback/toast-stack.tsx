import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export type Toast = { id: number; severity: AlertColor; message: string; open: boolean };

type Props = {
  toasts: Toast[];
  closeLabel: string;
  onClose: (id: number) => void;
  onExited: (id: number) => void;
};

export default function ToastStack({ toasts, closeLabel, onClose, onExited }: Props) {
  return (
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
      {toasts.map((toast) => (
        <Snackbar
          key={toast.id}
          open={toast.open}
          autoHideDuration={toast.severity === 'error' ? 8000 : 5000}
          onClose={(_event, reason) => reason !== 'clickaway' && onClose(toast.id)}
          slotProps={{ transition: { onExited: () => onExited(toast.id) } }}
          sx={{ position: 'static' }}
        >
          <Alert
            variant="filled"
            severity={toast.severity}
            onClose={() => onClose(toast.id)}
            slotProps={{ closeButton: { title: closeLabel, 'aria-label': closeLabel } }}
            sx={{ width: '100%' }}
          >
            {toast.message}
          </Alert>
        </Snackbar>
      ))}
    </Stack>
  );
}
