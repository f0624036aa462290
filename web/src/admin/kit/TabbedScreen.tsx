// A back-office page made of a few tabs, each tab a sub-path of the page's own address (the cash book's /thu-chi
// and /ca, the approvals' /giam-gia): the active tab follows the address, so a tab can be linked to and survives a
// reload, and an unknown sub-path is the back office's not-found page.
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';

export interface ScreenTab {
  /** The sub-path, '' for the page's own address. */
  path: string;
  label: string;
  element: ReactNode;
  /**
   * The tab has addresses of its own below it (a record opened from its list). The page's own tab ('') then takes
   * every address no other tab names, and its screen answers the unknown ones.
   */
  nested?: boolean;
}

export function TabbedScreen({ tabs }: { tabs: ScreenTab[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const base = (rest ? pathname.slice(0, pathname.length - rest.length) : pathname).replace(/\/+$/, '');
  const active = tabs.find((tab) => tab.path && (rest === tab.path || rest.startsWith(`${tab.path}/`)))?.path ?? '';
  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(path) => void navigate(path ? `${base}/${path}` : base)}
        items={tabs.map((tab) => ({ key: tab.path, label: tab.label }))}
        style={{ marginBottom: 8 }}
      />
      <Routes>
        {tabs.map((tab) =>
          tab.path ? (
            <Route key={tab.path} path={tab.nested ? `${tab.path}/*` : tab.path} element={tab.element} />
          ) : (
            <Route key="" path={tab.nested ? '*' : undefined} index={!tab.nested} element={tab.element} />
          ),
        )}
        {!tabs.some((tab) => !tab.path && tab.nested) && <Route path="*" element={<NotFoundPage />} />}
      </Routes>
    </>
  );
}
