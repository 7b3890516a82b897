import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm } from './confirm-context';
import type { ConfirmOptions } from './confirm-dialog';

// The dialog (with MUI's Modal) loads with the first question, not with the sign-in page.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ options: ConfirmOptions; open: boolean; asked: boolean }>({
    options: {},
    open: false,
    asked: false,
  });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        // A second request while one is open answers the first with "no" rather than leaving it hanging.
        resolver.current?.(false);
        resolver.current = resolve;
        setRequest({ options, open: true, asked: true });
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
      {request.asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...request.options}
            open={request.open}
            onConfirm={() => answer(true)}
            onClose={() => answer(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
