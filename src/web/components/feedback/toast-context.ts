import { createContext, useContext } from 'react';

export type Toasts = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
};

export const ToastContext = createContext<Toasts | null>(null);

/** Shows short messages; a catalogue key (e.g. 'records.deleted') is translated, other text shown as it is. */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a <ToastProvider> above it');
  return toasts;
}
