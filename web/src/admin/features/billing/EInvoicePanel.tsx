// The bill's e-invoice (GET /api/hoadon/:id/hoadondientu): nothing while e-invoices are off and none was made; once
// one exists, its state, the provider's number and lookup code, the buyer and the totals, the provider's refusal (a
// refused one is sent again from here) and, after a refund, the adjusting invoice owed. A paid bill without one is
// issued from here, with the buyer who asked (the contract's form); the server decides everything else.
import {
  billResource,
  eInvoiceIssue,
  eInvoicePath,
  type BillDetail,
  type BillEInvoice,
  type EInvoiceState,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { Field, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData } from '../../kit/query';
import { money } from './billTexts';

const billApi = billResource.api;
const key = 'admin.eInvoices';

const stateColors: Record<EInvoiceState, string> = { CHO_GUI: 'blue', DA_PHAT_HANH: 'green', LOI: 'red' };

/** While the provider has not answered, the state is read again every few seconds. */
const WAITING_POLL_MS = 3000;

const buyerForm: FormSpec = {
  fields: (
    <>
      <Field name="nguoimua_ten">
        <Input maxLength={200} />
      </Field>
      <Field name="nguoimua_mst">
        <Input maxLength={14} inputMode="numeric" placeholder="0312345678" />
      </Field>
      <Field name="nguoimua_diachi">
        <Input maxLength={300} />
      </Field>
      <Field name="nguoimua_email">
        <Input maxLength={200} type="email" />
      </Field>
    </>
  ),
};

export function EInvoicePanel({ bill }: { bill: BillDetail }) {
  const { t, lang } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  const grants = useScreenGrants(billResource.urls);
  const [asking, setAsking] = useState(false);
  const path = eInvoicePath(bill._id);
  const query = useQuery({
    // Under the bills' key, so a payment or refund (which invalidates the bills) reads it again.
    queryKey: [billApi, 'hoadondientu', bill._id],
    queryFn: () => fetchData<BillEInvoice>(path, undefined, true),
    refetchInterval: (current) => (current.state.data?.hoadondientu?.trangthai === 'CHO_GUI' ? WAITING_POLL_MS : false),
  });
  const issuing = useResourceMutation<BillEInvoice, Values>({
    request: (body) => ({ method: 'POST', path, body }),
    invalidates: [billApi],
    success: () => text('issued'),
  });
  const retrying = useResourceMutation<BillEInvoice, void>({
    request: () => ({ method: 'POST', path: `${path}/guilai` }),
    invalidates: [billApi],
    success: () => text('retried'),
  });
  if (!query.data) return null;
  const { batdau, hoadondientu: invoice, dieuchinh } = query.data;
  if (!invoice && !batdau) return null;
  // The worker's own reasons are keys of the outbox screen; a provider's are its own words.
  const reason = (loi: string | null) =>
    loi?.startsWith('outbox.') ? t(`admin.resources.outbox.${loi.slice('outbox.'.length)}`) : (loi ?? '');
  const paid = bill.trangthai === 'DA_THANH_TOAN';

  return (
    <Card size="small" title={text('title')}>
      {invoice ? (
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={text('fields.trangthai')}>
              <Tag color={stateColors[invoice.trangthai]}>{text(`states.${invoice.trangthai}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={text('fields.nhacungcap')}>
              {text(`providers.${invoice.nhacungcap}`)}
            </Descriptions.Item>
            <Descriptions.Item label={text('fields.kyhieu')}>
              {invoice.mauso} · {invoice.kyhieu}
            </Descriptions.Item>
            <Descriptions.Item label={text('fields.sohoadon')}>
              <strong>{invoice.sohoadon ?? '—'}</strong>
            </Descriptions.Item>
            {invoice.matracuu && (
              <Descriptions.Item label={text('fields.matracuu')}>
                <Typography.Text copyable>{invoice.matracuu}</Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={text('fields.nguoimua')}>
              {invoice.nguoimua_ten}
              {invoice.nguoimua_mst && ` · ${invoice.nguoimua_mst}`}
            </Descriptions.Item>
            <Descriptions.Item label={text('fields.tongtien')}>
              {money(invoice.tongtien)}
              {invoice.tienthue > 0 && ` (${text('fields.tienthue')} ${money(invoice.tienthue)})`}
            </Descriptions.Item>
            {invoice.phathanh_luc && (
              <Descriptions.Item label={text('fields.phathanh_luc')}>
                {formatDateTime(lang, invoice.phathanh_luc)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {invoice.trangthai === 'CHO_GUI' && (
            <Alert
              type={invoice.loi ? 'warning' : 'info'}
              showIcon
              title={invoice.loi ? text('retrying', { reason: reason(invoice.loi) }) : text('sending')}
            />
          )}
          {invoice.trangthai === 'LOI' && (
            <Alert
              type="error"
              showIcon
              title={text('refused', { reason: reason(invoice.loi) })}
              action={
                grants.update &&
                batdau && (
                  <Button size="small" loading={retrying.busy} onClick={() => void retrying.run()}>
                    {text('retry')}
                  </Button>
                )
              }
            />
          )}
          {dieuchinh > 0 && <Alert type="warning" showIcon title={text('adjustment', { amount: money(dieuchinh) })} />}
        </Space>
      ) : (
        <Space wrap>
          <Typography.Text type="secondary">{text(paid ? 'notIssued' : 'waitsForPayment')}</Typography.Text>
          {paid && grants.create && (
            <Button type="primary" onClick={() => setAsking(true)}>
              {text('issue')}
            </Button>
          )}
        </Space>
      )}
      <Modal
        open={asking}
        title={text('issueTitle', { so: bill.so })}
        footer={null}
        onCancel={() => setAsking(false)}
        destroyOnHidden
        width="min(520px, 96vw)"
      >
        <Typography.Paragraph type="secondary">{text('issueHint')}</Typography.Paragraph>
        <KitForm
          schema={eInvoiceIssue}
          labels={`${key}.fields`}
          spec={buyerForm}
          record={null}
          submitText={text('issueSubmit')}
          submit={issuing.run}
          onSaved={() => setAsking(false)}
        />
      </Modal>
    </Card>
  );
}
