import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm } from './confirm-context';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ options: ConfirmOptions; open: boolean }>({
    options: {},
    open: false,
  });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        // A second request while one is open answers the first with "no" rather than leaving it hanging.
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest({ options, open: true });
      }),
    [],
  );

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    // Options stay until the closing animation ends so the text does not flash to the defaults.
    setRequest((current) => ({ ...current, open: false }));
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        {...request.options}
        open={request.open}
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
    </ConfirmContext.Provider>
  );
}
