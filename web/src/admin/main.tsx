// The back office's entry: a single-page app under /admin, Ant Design in the chosen language.
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
import './global.css';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { persistLanguage, startupLanguage } from '../shared/i18n/language';
import { AdminApp } from './AdminApp';
import { adminTablesStore, loadAdminOverrides } from './i18n';

const lang = startupLanguage();

/** The provider over the live tables: an override saved at /admin/languages shows at once. */
function AdminRoot() {
  const tables = useSyncExternalStore(adminTablesStore.subscribe, adminTablesStore.snapshot);
  return (
    <I18nProvider initialLang={lang} tables={tables} onChange={persistLanguage} load={loadAdminOverrides}>
      <AdminApp />
    </I18nProvider>
  );
}

// The overrides come first (a small answer, revalidated with its ETag), so no text changes under the reader's eyes.
void loadAdminOverrides(lang).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminRoot />
    </StrictMode>,
  ),
);
