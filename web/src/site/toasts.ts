// Notifications outside React's tree: the API client reports failures here, components subscribe.
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  title?: string;
  message: string;
}

/** Notifications close by themselves after 4.5 s (docs/product-rules.md, 'Messages and errors'). */
export const TOAST_DURATION_MS = 4500;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => toasts,
  dismiss(id: number) {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  show(toast: Omit<Toast, 'id'>) {
    const id = nextId++;
    toasts = [...toasts, { ...toast, id }];
    emit();
    setTimeout(() => toastStore.dismiss(id), TOAST_DURATION_MS);
    return id;
  },
};

const none: Toast[] = [];
export const serverSnapshot = () => none;
