// The bills whose discount awaits approval (GET /api/hoadon?giamgia_duyet=CHO_DUYET): for each, the patient, the
// bill number and amount, the discount (the bill's and its lines'), who set it and why, and the approval button for a
// reader holding update on /duyet-thu-chi. The server refuses an approval by whoever set a discount; its message is
// shown on the bill's card.
import { CASH_APPROVALS, billResource, type BillRow } from '@phongkham/contracts';
import { Alert, App, Button, Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useScreenGrants } from '../../kit/grants';
import { useRecordAction } from '../../kit/mutation';
import { useAllRows } from '../../kit/query';
import styles from './Approvals.module.css';
import { money, useApprovalText } from './texts';

const api = billResource.api;
const approvalUrls = [CASH_APPROVALS];

export function WaitingDiscounts() {
  const text = useApprovalText();
  const { message } = App.useApp();
  const can = useScreenGrants(approvalUrls);
  const bills = useAllRows<BillRow>(api, { giamgia_duyet: 'CHO_DUYET', sort: 'createdAt' });
  const act = useRecordAction([api]);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const approve = async (bill: BillRow) => {
    const outcome = await act.run(bill._id, `${api}/${bill._id}/duyetgiamgia`, {});
    if (outcome.success) {
      void message.success(text('approved', { so: bill.so }));
      setRefusals(({ [bill._id]: _done, ...others }) => others);
    } else setRefusals((others) => ({ ...others, [bill._id]: outcome.message }));
  };
  const rows = bills.data ?? [];
  return (
    <Card title={text('tabs.waiting')}>
      <Space orientation="vertical" size="middle" className={styles.page}>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {text('intro')}
        </Typography.Paragraph>
        {!can.update && <Alert type="info" showIcon title={text('viewOnly')} />}
        {bills.isPending && <Card loading />}
        {!bills.isPending && !rows.length && <Empty description={text('empty')} />}
        <div className={styles.cards}>
          {rows.map((bill) => {
            const lines = bill.giamgia_dong ?? 0;
            return (
              <Card
                key={bill._id}
                size="small"
                title={
                  <Link to={`/hoa-don/${bill._id}`} className={styles.nowrap}>
                    {bill.so}
                  </Link>
                }
                extra={<span className={styles.nowrap}>{money(bill.tongtien)}</span>}
              >
                <dl className={styles.facts}>
                  <dt>{text('fields.benhnhan')}</dt>
                  <dd>
                    {bill.benhnhan_hoten ? (
                      <>
                        {bill.benhnhan_hoten} · <span className={styles.nowrap}>{bill.benhnhan_ma}</span>
                      </>
                    ) : (
                      (bill.khachhang ?? text('anonymous'))
                    )}
                  </dd>
                  <dt>{text('fields.giamgia')}</dt>
                  <dd>
                    <strong className={styles.nowrap}>−{money(bill.giamgia + lines)}</strong>
                    {bill.giamgia > 0 && lines > 0 && (
                      <div className={styles.detail}>
                        {text('billDiscount', { amount: money(bill.giamgia) })} ·{' '}
                        {text('lineDiscounts', { amount: money(lines) })}
                      </div>
                    )}
                  </dd>
                  <dt>{text('fields.nguoidat')}</dt>
                  <dd>{bill.giamgia_nguoi?.join(', ') || '—'}</dd>
                  <dt>{text('fields.lydo')}</dt>
                  <dd>{bill.giamgia_lydo || '—'}</dd>
                </dl>
                {refusals[bill._id] && (
                  <Alert type="error" showIcon title={refusals[bill._id]} className={styles.refusal} />
                )}
                {can.update && (
                  <Button
                    type="primary"
                    aria-label={text('approveBill', { so: bill.so })}
                    loading={act.busy === bill._id}
                    onClick={() => void approve(bill)}
                  >
                    {text('approve')}
                  </Button>
                )}
              </Card>
            );
          })}
        </div>
      </Space>
    </Card>
  );
}
