// /admin/duyet-thu-chi (payment approvals): the bills whose discount above the clinic's threshold awaits a second
// person's approval, approved from here by whoever holds the page's update grant, and the discounts approved in a
// period by approver (/giam-gia). Two tabs of one page under the /duyet-thu-chi grant.
import { Tabs } from 'antd';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { DiscountsByApprover } from './DiscountsByApprover';
import { useApprovalText } from './texts';
import { WaitingDiscounts } from './WaitingDiscounts';

const tabs = ['', 'giam-gia'] as const;
const tabTexts: Record<(typeof tabs)[number], string> = { '': 'tabs.waiting', 'giam-gia': 'tabs.byApprover' };

export function ApprovalsScreen() {
  const text = useApprovalText();
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
        <Route index element={<WaitingDiscounts />} />
        <Route path="giam-gia" element={<DiscountsByApprover />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
