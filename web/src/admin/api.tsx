// The back office's one API client: errors shown as Ant Design messages, a single count of the calls
// under way for the loading indicator (off only when every response is in), and the session:
// a 401 renews the tokens through POST /api/nhanvien/refresh-token (its cookies travel by themselves),
// and when that fails the signed-in state is cleared, which sends the user to the sign-in page.
import { resolveLang } from '@phongkham/contracts/i18n';
import { translate } from '@phongkham/contracts/messages';
import { App } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { createApiClient } from '../shared/api/client';
import { fetchTransport } from '../shared/api/fetch-transport';
import { apiPaths } from '../shared/paths';
import { endSession } from './session';

let pending = 0;
const listeners = new Set<() => void>();
const loadingStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => pending > 0,
};

// Messages need Ant Design's context (theme, locale), which only a component inside <App> can reach:
// ApiMessages plugs it in once the shell is mounted.
let showError: (text: string) => void = () => undefined;

export const adminApi = createApiClient({
  transport: fetchTransport,
  lang: () => resolveLang(document.documentElement.lang),
  message: translate,
  notifyError: (text) => showError(text),
  onLoading: (count) => {
    pending = count;
    listeners.forEach((listener) => listener());
  },
  refreshSession: async () => {
    // A background call: the call that met the 401 is still counted until its retry is answered.
    const renewed = await adminApi.post(
      apiPaths.staffRefresh,
      {},
      { skipRefresh: true, background: true, silent: true },
    );
    return renewed !== null;
  },
  onSessionEnded: endSession,
});

/** True while any counted request is under way. */
export const useApiLoading = () => useSyncExternalStore(loadingStore.subscribe, loadingStore.snapshot);

/** Routes the API client's errors to Ant Design messages, keeping the server's line breaks. */
export function ApiMessages() {
  const { message } = App.useApp();
  useEffect(() => {
    showError = (text) => void message.error({ content: <span style={{ whiteSpace: 'pre-line' }}>{text}</span> });
    return () => {
      showError = () => undefined;
    };
  }, [message]);
  return null;
}
