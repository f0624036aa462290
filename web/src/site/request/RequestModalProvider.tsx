// Opens the request modal from anywhere on the page (docs/product-rules.md, 'Request modal'). The form and its
// validation load on first use, keeping them out of the first download; closing unmounts the form, which resets it.
import type { RequestType } from '@phongkham/contracts';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

const loadForm = () => import('./RequestForm');
const RequestForm = lazy(loadForm);

export interface OpenOptions {
  type: RequestType;
  /** Prefilled phone (the footer's consultation box). */
  phone?: string;
  /** Called after a successful send (the consultation box then empties its phone field). */
  onSent?: () => void;
}

interface RequestModalValue {
  open: (options: OpenOptions) => void;
  /** Starts downloading the form before the click (hover, focus). */
  preload: () => void;
}

const RequestModalContext = createContext<RequestModalValue | null>(null);

export function RequestModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<(OpenOptions & { opener: HTMLElement | null; key: number }) | null>(null);
  const open = useCallback((options: OpenOptions) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ ...options, opener, key: Date.now() });
  }, []);
  const close = useCallback(() => {
    // Focus goes back where the visitor was.
    const opener = state?.opener;
    opener?.focus();
    setState(null);
    if (!opener) return;
    // A click on the mask closes on mousedown, and the browser then moves focus to what was pressed (the mask,
    // nothing focusable: the page itself) once the handlers have run. Take it back after that.
    setTimeout(() => {
      const focus = document.activeElement;
      if (opener.isConnected && (!focus || focus === document.body)) opener.focus();
    });
  }, [state]);
  const value = useMemo(() => ({ open, preload: () => void loadForm() }), [open]);
  return (
    <RequestModalContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <RequestForm
            key={state.key}
            type={state.type}
            initialPhone={state.phone ?? ''}
            onSent={state.onSent}
            onClose={close}
          />
        </Suspense>
      )}
    </RequestModalContext.Provider>
  );
}

export function useRequestModal(): RequestModalValue {
  const value = useContext(RequestModalContext);
  if (!value) throw new Error('useRequestModal outside RequestModalProvider');
  return value;
}
