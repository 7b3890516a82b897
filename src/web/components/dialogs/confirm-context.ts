import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './confirm-dialog';

export type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** `if (await confirm()) remove(id)`: resolves true on confirm, false on cancel or Escape. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it');
  return confirm;
}
