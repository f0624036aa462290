// The back-office shell: Ant Design with the vi_VN/en_US locale and dayjs in step, the API client,
// and the routes under /admin.
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { useEffect, useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { formValidateMessages } from '../shared/form-rules';
import { useI18n } from '../shared/i18n/I18nProvider';
import { ApiMessages } from './api';
import { AdminLayout } from './layout/AdminLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

const router = createBrowserRouter(
  [
    {
      path: '/',
      Component: AdminLayout,
      children: [
        { index: true, Component: HomePage },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ],
  { basename: '/admin' },
);

export const theme = { token: { colorPrimary: '#06adf0', fontFamily: "'Be Vietnam Pro', system-ui, sans-serif" } };

export function AdminApp() {
  const { lang, t } = useI18n();
  const form = useMemo(() => ({ validateMessages: formValidateMessages(lang) }), [lang]);
  useEffect(() => {
    dayjs.locale(lang === 'vi' ? 'vi' : 'en');
    document.title = t('admin.documentTitle');
  }, [lang, t]);
  return (
    <ConfigProvider locale={lang === 'vi' ? viVN : enUS} theme={theme} form={form}>
      <AntApp>
        <ApiMessages />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
