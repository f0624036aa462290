// The documents that handed a prescription out or took drugs back (PX issues, PNL returns), each line with its
// batch, expiry, units and price; an issue offers "Nhận trả lại": the units to bring back per line (never more than
// handed out less earlier returns), the reason and how the money goes back (a refund on an issued bill).
import {
  receiptMethods,
  type PharmacyDocument,
  type PharmacyReturnAnswer,
  type ReceiptMethod,
} from '@phongkham/contracts';
import { Alert, App, Button, Card, Input, Modal, Radio, Table } from 'antd';
import { useState } from 'react';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { useRecordAction } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import styles from './Pharmacy.module.css';
import { money, usePharmacyText } from './texts';
import { worklistApi } from './PharmacyWorklist';

function ReturnDialog({ document, onClose }: { document: PharmacyDocument; onClose: () => void }) {
  const text = usePharmacyText();
  const { t } = useI18n();
  const { message } = App.useApp();
  const [units, setUnits] = useState<Record<string, number | null>>({});
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<ReceiptMethod>('TIEN_MAT');
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = useRecordAction([worklistApi, '/api/hoadon', '/api/thuoc']);
  const dong = Object.entries(units)
    .filter(([, n]) => !!n && n > 0)
    .map(([phieukho_dong_id, soluong]) => ({ phieukho_dong_id, soluong: soluong! }));
  const send = async () => {
    setRefusal(null);
    const outcome = await act.run<PharmacyReturnAnswer>(document._id, '/api/nhathuoc/tralai', {
      phieukho_id: document._id,
      lydo: reason.trim(),
      phuongthuc: method,
      dong,
    });
    if (!outcome.success) {
      setRefusal(outcome.message);
      return;
    }
    const { phieukho, sotien, phieuchi_so } = outcome.data;
    void message.success(
      phieuchi_so
        ? text('returned', { so: phieukho.so, amount: money(sotien), refund: phieuchi_so })
        : text('returnedDraft', { so: phieukho.so }),
    );
    onClose();
  };
  return (
    <Modal
      open
      title={text('returnTitle', { so: document.so })}
      okText={text('returnConfirm')}
      cancelText={text('cancel')}
      okButtonProps={{ disabled: !dong.length || !reason.trim(), loading: act.busy === document._id }}
      onOk={() => void send()}
      onCancel={onClose}
    >
      <div className={styles.lines}>
        {document.dong.map((line) => {
          const left = line.soluong - line.datralai;
          return (
            <label key={line._id} className={styles.batchRow}>
              <span className={styles.batchSelect}>
                {line.ten} · {text('batchShort', { solo: line.solo })} ·{' '}
                {text('returnLeft', { n: left, unit: line.donvitinh ?? '' })}
              </span>
              <NumberInput
                aria-label={text('returnUnits', { drug: line.ten })}
                kind="integer"
                min={1}
                max={left}
                disabled={left <= 0}
                className={styles.quantity}
                value={units[line._id] ?? null}
                onChange={(value) => setUnits((current) => ({ ...current, [line._id]: value }))}
              />
            </label>
          );
        })}
        <Radio.Group
          aria-label={text('method')}
          optionType="button"
          value={method}
          options={receiptMethods.map((value) => ({ value, label: t(`admin.resources.bills.methods.${value}`) }))}
          onChange={(event) => setMethod(event.target.value as ReceiptMethod)}
        />
        <label>
          {text('reason')}
          <Input.TextArea
            aria-label={text('reason')}
            maxLength={500}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <span className={styles.muted}>{text('returnMoney')}</span>
        {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      </div>
    </Modal>
  );
}

export function PharmacyDocuments({ documents, canReturn }: { documents: PharmacyDocument[]; canReturn: boolean }) {
  const text = usePharmacyText();
  const { lang } = useI18n();
  const [returning, setReturning] = useState<PharmacyDocument | null>(null);
  return (
    <div className={styles.documents}>
      {documents.map((document) => (
        <Card
          key={document._id}
          size="small"
          title={
            <span>
              <span className={styles.nowrap}>{document.so}</span> ·{' '}
              {text(`kinds.${document.loai === 'XUAT' ? (document.lydo ?? 'XUAT') : document.loai}`)}
            </span>
          }
          extra={
            canReturn &&
            document.loai === 'XUAT' &&
            document.dong.some((line) => line.soluong > line.datralai) && (
              <Button size="small" onClick={() => setReturning(document)}>
                {text('takeBack')}
              </Button>
            )
          }
        >
          <div className={styles.muted}>
            {formatDateTime(lang, document.createdAt)}
            {document.nhanvien_hoten ? ` · ${document.nhanvien_hoten}` : ''}
            {document.ghichu ? ` · ${document.ghichu}` : ''}
          </div>
          <Table
            rowKey="_id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={document.dong}
            columns={[
              { key: 'ten', title: text('fields.thuoc'), render: (_, line) => line.ten },
              { key: 'solo', title: text('fields.solo'), render: (_, line) => line.solo },
              {
                key: 'handung',
                title: text('fields.handung'),
                render: (_, line) => <span className={styles.nowrap}>{formatDay(lang, line.handung)}</span>,
              },
              {
                key: 'soluong',
                title: text('fields.soluong'),
                align: 'right',
                render: (_, line) =>
                  `${line.soluong} ${line.donvitinh ?? ''}${line.datralai ? ` (${text('returnedUnits', { n: line.datralai })})` : ''}`,
              },
              {
                key: 'giaban',
                title: text('fields.giaban'),
                align: 'right',
                responsive: ['sm'],
                render: (_, line) => <span className={styles.nowrap}>{money(line.giaban)}</span>,
              },
            ]}
          />
        </Card>
      ))}
      {returning && <ReturnDialog document={returning} onClose={() => setReturning(null)} />}
    </div>
  );
}
