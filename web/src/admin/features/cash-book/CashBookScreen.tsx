// /admin/so-quy: the cashier's own shift (open, X-report, close and Z-report), the cash book of a period (/thu-chi)
// and every cashier's shifts (/ca), as three tabs of one page under the /so-quy grant.
import { TabbedScreen } from '../../kit/TabbedScreen';
import { CashBookList } from './CashBookList';
import { CashierPanel } from './CashierPanel';
import { ShiftsList } from './ShiftsList';
import { useCashText } from './texts';

export function CashBookScreen() {
  const text = useCashText();
  return (
    <TabbedScreen
      tabs={[
        { path: '', label: text('tabs.mine'), element: <CashierPanel /> },
        { path: 'thu-chi', label: text('tabs.book'), element: <CashBookList /> },
        { path: 'ca', label: text('tabs.shifts'), element: <ShiftsList />, nested: true },
      ]}
    />
  );
}
