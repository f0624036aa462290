// The back office's API client: errors as Ant Design messages, a shared count for the loading indicator.
import { resolveLang } from '@phongkham/contracts/i18n';
import { App } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { createApiClient } from '../shared/api/client';
import { fetchTransport } from '../shared/api/fetch-transport';

let pending = 0;
const listeners = new Set<() => void>();
const loadingStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => pending > 0,
};

/** True while any counted request is under way (SPEC §4: off when responses equal requests). */
export const useApiLoading = () => useSyncExternalStore(loadingStore.subscribe, loadingStore.snapshot);

export function useAdminApi() {
  const { message } = App.useApp();
  return useMemo(
    () =>
      createApiClient({
        transport: fetchTransport,
        lang: () => resolveLang(document.documentElement.lang),
        notifyError: (text) => void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{text}</span> }),
        onLoading: (count) => {
          pending = count;
          listeners.forEach((listener) => listener());
        },
      }),
    [message],
  );
}
