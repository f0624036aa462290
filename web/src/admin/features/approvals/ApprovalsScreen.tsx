// /admin/duyet-thu-chi (payment approvals): the bills whose discount above the clinic's threshold awaits a second
// person's approval, approved from here by whoever holds the page's update grant, and the discounts approved in a
// period by approver (/giam-gia). Two tabs of one page under the /duyet-thu-chi grant.
import { TabbedScreen } from '../../kit/TabbedScreen';
import { DiscountsByApprover } from './DiscountsByApprover';
import { useApprovalText } from './texts';
import { WaitingDiscounts } from './WaitingDiscounts';

export function ApprovalsScreen() {
  const text = useApprovalText();
  return (
    <TabbedScreen
      tabs={[
        { path: '', label: text('tabs.waiting'), element: <WaitingDiscounts /> },
        { path: 'giam-gia', label: text('tabs.byApprover'), element: <DiscountsByApprover /> },
      ]}
    />
  );
}
