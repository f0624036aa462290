// The back-office shell: Ant Design with the vi_VN/en_US locale and dayjs in step, the API client,
// the session loaded at start, and the routes under /admin.
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { formValidateMessages } from '../shared/form-rules';
import { useI18n } from '../shared/i18n/I18nProvider';
import { adminPaths } from '../shared/paths';
import { ApiMessages } from './api';
import { loadSession } from './auth';
import { BuiltPagesProvider } from './builtPages';
import { ForgetPasswordPage } from './features/password/ForgetPasswordPage';
import { ResetPasswordPage } from './features/password/ResetPasswordPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { AdminQueryProvider } from './kit/query';
import { SIDER_COLLAPSED_WIDTH } from './layout/AdminLayout';
import { RequireStaff } from './layout/RequireStaff';
import { NotFoundPage } from './pages/NotFoundPage';
import { SignInPage } from './pages/SignInPage';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './shared/useMediaQuery';
import { builtUrls, openRoutes, screenRoutes, screens, type Screens } from './resources';

/** The back office's routes (below the /admin basename); `built` are the screens that exist. */
export function adminRoutes(built: Screens = screens): RouteObject[] {
  return [
    { path: adminPaths.signIn, Component: SignInPage },
    // The English address people type from habit opens the sign-in page, not a guarded page named "login".
    { path: '/login', element: <Navigate to={adminPaths.signIn} replace /> },
    // Password recovery works signed out (the e-mailed link lands on reset-password).
    { path: adminPaths.forgetPassword, Component: ForgetPasswordPage },
    { path: adminPaths.resetPassword, Component: ResetPasswordPage },
    {
      path: '/',
      // The menu and the role matrix below learn from `built` which pages have a screen yet.
      element: (
        <BuiltPagesProvider urls={builtUrls(built)}>
          <RequireStaff />
        </BuiltPagesProvider>
      ),
      children: [
        { index: true, Component: DashboardPage },
        { path: adminPaths.profile.slice(1), Component: ProfilePage },
        // One's own account and password: every signed-in staff member, like the profile.
        ...openRoutes(),
        { path: adminPaths.notFound.slice(1), Component: NotFoundPage },
        ...screenRoutes(built),
        { path: '*', element: <Navigate to={adminPaths.notFound} replace /> },
      ],
    },
  ];
}

type AdminRouter = ReturnType<typeof createBrowserRouter>;

const browserRouter = createBrowserRouter(adminRoutes(), { basename: '/admin' });

export const theme: ThemeConfig = {
  token: { colorPrimary: '#06adf0', fontFamily: "'Be Vietnam Pro', system-ui, sans-serif" },
  components: {
    Layout: { headerHeight: 55, headerBg: '#fff', siderBg: '#fff', bodyBg: '#f4f7fa' },
    Menu: { collapsedWidth: SIDER_COLLAPSED_WIDTH },
  },
};

/** The same theme without animation, for those whose system asks for reduced motion. */
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

export function AdminApp({ router = browserRouter }: { router?: AdminRouter }) {
  const { lang, t } = useI18n();
  // Dialogs, drawers and menus zoom and slide in; a system set to reduce motion (vestibular disorders, WCAG 2.3.3)
  // gets them in place at once.
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const form = useMemo(() => ({ validateMessages: formValidateMessages(lang) }), [lang]);
  // A layout effect: it runs before the layout's own (passive) one, which names the screen in the title.
  useLayoutEffect(() => {
    dayjs.locale(lang === 'vi' ? 'vi' : 'en');
    document.title = t('admin.documentTitle');
  }, [lang, t]);
  // The own info first (docs/product-rules.md, 'Sign-in and sessions'); the menu and every page but sign-in wait for it. Once per mount, even
  // under StrictMode's double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void loadSession();
  }, []);
  return (
    <ConfigProvider locale={lang === 'vi' ? viVN : enUS} theme={reduceMotion ? stillTheme : theme} form={form}>
      <AntApp>
        <ApiMessages />
        <AdminQueryProvider>
          <RouterProvider router={router} />
        </AdminQueryProvider>
      </AntApp>
    </ConfigProvider>
  );
}
