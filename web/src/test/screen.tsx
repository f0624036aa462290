// A light harness for one back-office screen: the providers the shell gives (language, Ant Design with its
// locale and form messages, the API's messages, a fresh query cache) around a single screen on a memory
// router, with a signed-in staff member. Faster and steadier than rendering the whole AdminApp.
import type { Lang, StaffInfo } from '@phongkham/contracts';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ApiMessages } from '../admin/api';
import { adminTables } from '../admin/i18n';
import { AdminQueryProvider, createAdminQueryClient } from '../admin/kit/query';
import { sessionStore } from '../admin/session';
import { formValidateMessages } from '../shared/form-rules';
import { I18nProvider, useI18n } from '../shared/i18n/I18nProvider';
import { persistLanguage } from '../shared/i18n/language';
import { owner } from './admin';
import { InertStyles } from './styles';

function Shell({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  return (
    <ConfigProvider locale={lang === 'vi' ? viVN : enUS} form={{ validateMessages: formValidateMessages(lang) }}>
      <AntApp>
        <ApiMessages />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** Where navigation out of the screen lands: shows its path, so a test can wait for it. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

export interface ScreenOptions {
  screen: ComponentType;
  /** The url the screen is mounted under (`/tin-tuc`); it owns every path below. */
  url: string;
  /** The path the test starts at, with its query (default: the url). */
  path?: string;
  staff?: StaffInfo;
  lang?: Lang;
}

export function renderScreen({ screen: Screen, url, path = url, staff = owner, lang = 'vi' }: ScreenOptions) {
  persistLanguage(lang);
  sessionStore.set({ status: 'signedIn', staff });
  const client = createAdminQueryClient();
  const router = createMemoryRouter(
    [
      { path: `${url.slice(1)}/*`, element: <Screen /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nProvider initialLang={lang} tables={adminTables} onChange={persistLanguage}>
      <Shell>
        <AdminQueryProvider client={client}>
          <RouterProvider router={router} />
        </AdminQueryProvider>
      </Shell>
    </I18nProvider>,
    { wrapper: InertStyles },
  );
  /** The router's path and query now. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, client, location };
}
