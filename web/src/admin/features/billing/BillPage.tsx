// The bill page (/admin/hoa-don/:id): who it is for (name and code, never clinical text), its lines and what each came
// from, the discounts typed in place on a draft with live totals, the moves its declared workflow allows this reader,
// taking payments, refunding, the receipts and refunds, the balance, and the bill's e-invoice.
import {
  CASH_APPROVALS,
  billResource,
  billWorkflow,
  grantsAny,
  movesFor,
  type BillDetail,
  type DiscountInput,
} from '@phongkham/contracts';
import { Alert, App, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { moveRequest } from '../../kit/moves';
import { useRecordAction, useResourceMutation } from '../../kit/mutation';
import { useStaff } from '../../session';
import { stateColors, useBillText } from './billTexts';
import { BillLines } from './BillLines';
import { BillTotals } from './BillTotals';
import { DepositButton } from './DepositDialog';
import { draftOf, liveTotals, type DiscountDraft } from './discounts';
import { Documents } from './Documents';
import { PackageSaleButton } from './PackageSaleButton';
import { EInvoicePanel } from './EInvoicePanel';
import { PaymentDialog } from './PaymentDialog';
import { ReasonDialog } from './ReasonDialog';
import { ReceiptSheet } from './ReceiptSheet';
import { RefundDialog } from './RefundDialog';
import styles from './Billing.module.css';

const billApi = billResource.api;

/** The discounts as typed: one per line and the bill's. */
interface Typed {
  lines: DiscountDraft[];
  bill: DiscountDraft;
}

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

const typedOf = (record: BillDetail): Typed => ({
  lines: record.dong.map((line) => draftOf(line.giamgia_phantram, line.giamgia, line.giamgia_lydo)),
  bill: draftOf(record.giamgia_phantram, record.giamgia, record.giamgia_lydo),
});

/** `listPath`: the bills list under the url the screen was opened with (a visit's bills are linked there). */
export function BillPage({ record, listPath }: { record: BillDetail; listPath: string }) {
  const { lang } = useI18n();
  const { message } = App.useApp();
  const text = useBillText();
  const grants = useScreenGrants(billResource.urls);
  const { menu } = useStaff().vaitro;
  const mayApprove = grantsAny(menu, [CASH_APPROVALS], 'update');
  const [typed, setTyped] = useState(() => typedOf(record));
  // A newer reading of the bill (after a save, a payment, another cashier's change) replaces what was typed.
  const [readAt, setReadAt] = useState(record.updatedAt);
  if (record.updatedAt !== readAt) {
    setReadAt(record.updatedAt);
    setTyped(typedOf(record));
  }
  const [dialog, setDialog] = useState<'pay' | 'refund' | 'void' | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const editing = record.trangthai === 'NHAP' && grants.update;
  const live = liveTotals(
    record.dong,
    typed.lines,
    typed.bill,
    record.phieuthu.map((receipt) => receipt.sotien),
    record.phieuchi.map((refund) => refund.sotien),
  );
  const dirty = !same(typed, typedOf(record));
  const moves = movesFor(billWorkflow, record.trangthai, (flag) => grants[flag]);
  const act = useRecordAction([billApi]);
  const awaiting = record.giamgia_duyet === 'CHO_DUYET';

  const saving = useResourceMutation<BillDetail, { path: string; body: DiscountInput }>({
    request: ({ path, body }) => ({ method: 'PUT', path, body }),
    invalidates: [billApi],
  });
  // Each changed discount on its own route: the lines first, since a bill's percentage is of their total.
  const save = async () => {
    const saved = typedOf(record);
    const changes = [
      ...record.dong.flatMap((line, at) =>
        same(typed.lines[at]!, saved.lines[at]!)
          ? []
          : [{ path: `${billApi}/${record._id}/dong/${line._id}/giamgia`, body: live.lines[at]!.body }],
      ),
      ...(same(typed.bill, saved.bill) ? [] : [{ path: `${billApi}/${record._id}/giamgia`, body: live.bill.body }]),
    ];
    for (const change of changes) if (!(await saving.run(change)).success) return;
    void message.success(text('discountsSaved'));
  };
  const move = (name: string, extra: object = {}) => {
    const { path, body } = moveRequest(billWorkflow, billApi, record._id, name, extra);
    return act.run(name, path, body);
  };
  // Paying a draft issues it first (the server does both in one transaction).
  const payable = ['NHAP', 'DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN'].includes(record.trangthai) && record.conlai > 0;

  return (
    <Space orientation="vertical" size="middle" className={styles.page}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={text('fields.so')}>
          <strong>{record.so}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.trangthai')}>
          <Tag color={stateColors[record.trangthai]}>{text(`states.${record.trangthai}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.benhnhan')}>
          {record.benhnhan_hoten ? (
            <>
              {record.benhnhan_hoten} · <span className={styles.nowrap}>{record.benhnhan_ma}</span>
            </>
          ) : (
            (record.khachhang ?? text('anonymous'))
          )}
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.createdAt')}>{formatDateTime(lang, record.createdAt)}</Descriptions.Item>
        {record.luotkham_id && (
          <Descriptions.Item label={text('fields.luotkham')}>
            <Link to={`${listPath}?luotkham_id=${record.luotkham_id}`}>{text('visitBills')}</Link>
          </Descriptions.Item>
        )}
        {record.huy_lydo && <Descriptions.Item label={text('fields.huy_lydo')}>{record.huy_lydo}</Descriptions.Item>}
      </Descriptions>
      {awaiting && (
        <Alert
          type="warning"
          showIcon
          title={text('awaitingApproval')}
          action={
            mayApprove && (
              <Button size="small" loading={act.busy === 'DUYET'} onClick={() => void approve()}>
                {text('approve')}
              </Button>
            )
          }
        />
      )}
      <BillLines
        lines={record.dong}
        editing={editing}
        drafts={typed.lines}
        live={live}
        onChange={(at, next) => setTyped({ ...typed, lines: typed.lines.map((d, i) => (i === at ? next : d)) })}
      />
      <div className={styles.bottom}>
        <Space wrap className={styles.actions}>
          {editing && (
            <Button disabled={!dirty || live.problem} loading={saving.busy} onClick={() => void save()}>
              {text('saveDiscounts')}
            </Button>
          )}
          {moves.map((name) => (
            <Button
              key={name}
              type={name === 'HUY' ? 'default' : 'primary'}
              danger={name === 'HUY'}
              // Issuing freezes the bill: what is typed is saved first, and a discount awaiting approval blocks it.
              disabled={(name !== 'HUY' && (dirty || awaiting)) || (name === 'HUY' && record.dathu > 0)}
              loading={act.busy === name}
              onClick={() => (name === 'HUY' ? setDialog('void') : void move(name))}
            >
              {text(`moves.${name}`)}
            </Button>
          ))}
          {grants.create && payable && (
            <Button type="primary" disabled={dirty || awaiting} onClick={() => setDialog('pay')}>
              {text('takePayment')}
            </Button>
          )}
          {grants.update && record.dathu > 0 && <Button onClick={() => setDialog('refund')}>{text('refund')}</Button>}
          {record.benhnhan_id && <DepositButton patientId={record.benhnhan_id} />}
          <PackageSaleButton bill={record} />
          {dirty && <Typography.Text type="secondary">{text('saveFirst')}</Typography.Text>}
        </Space>
        <BillTotals
          live={live}
          editing={editing}
          draft={typed.bill}
          saved={{ phantram: record.giamgia_phantram, lydo: record.giamgia_lydo }}
          approval={record.giamgia_duyet}
          onChange={(bill) => setTyped({ ...typed, bill })}
        />
      </div>
      <Documents record={record} onPrint={setPrinting} />
      <EInvoicePanel bill={record} />
      {dialog === 'pay' && <PaymentDialog bill={record} onClose={() => setDialog(null)} onPrint={setPrinting} />}
      {dialog === 'refund' && <RefundDialog bill={record} onClose={() => setDialog(null)} />}
      {dialog === 'void' && (
        <ReasonDialog
          title={text('voidTitle', { so: record.so })}
          label={text('fields.huy_lydo')}
          okText={text('moves.HUY')}
          busy={act.busy === 'HUY'}
          onClose={() => setDialog(null)}
          onSubmit={(huy_lydo) => move('HUY', { huy_lydo })}
        />
      )}
      {printing && <ReceiptSheet id={printing} onClose={() => setPrinting(null)} />}
    </Space>
  );

  function approve() {
    return act.run('DUYET', `${billApi}/${record._id}/duyetgiamgia`, {});
  }
}
