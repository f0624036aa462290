// /admin/so-quy: the cashier's own shift (open, X-report, close and Z-report), the cash book of a period (/thu-chi)
// and every cashier's shifts (/ca), as three tabs of one page under the /so-quy grant.
import { Tabs } from 'antd';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { CashBookList } from './CashBookList';
import { CashierPanel } from './CashierPanel';
import { ShiftsList } from './ShiftsList';
import { useCashText } from './texts';

const tabs = ['', 'thu-chi', 'ca'] as const;
const tabTexts: Record<(typeof tabs)[number], string> = { '': 'tabs.mine', 'thu-chi': 'tabs.book', ca: 'tabs.shifts' };

export function CashBookScreen() {
  const text = useCashText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const base = (rest ? pathname.slice(0, pathname.length - rest.length) : pathname).replace(/\/+$/, '');
  const active = tabs.find((tab) => tab && (rest === tab || rest.startsWith(`${tab}/`))) ?? '';
  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(tab) => void navigate(tab ? `${base}/${tab}` : base)}
        items={tabs.map((tab) => ({ key: tab, label: text(tabTexts[tab]) }))}
        style={{ marginBottom: 8 }}
      />
      <Routes>
        <Route index element={<CashierPanel />} />
        <Route path="thu-chi" element={<CashBookList />} />
        <Route path="ca/*" element={<ShiftsList />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
