// Goods received (/admin/kho/nhap-hang): a receipt from a supplier (the supplier, their invoice number, the day, the
// store, and the lines: ReceiptLines), or the opening stock of a store that starts using the product (no supplier).
// The kit's form checks the contract's rules, puts the server's messages under their fields (a line's under that
// line) and guards unsaved changes; lines can be filled from Excel (ReceiptImport). Once issued, the numbered document
// opens in the print window and the form starts again empty.
import { clinicDay } from '@phongkham/contracts';
import { Card, Col, Form, Input, Row, Segmented, Space } from 'antd';
import { useMemo, useState } from 'react';
import { DayInput } from '../../kit/DayPickers';
import { Field, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useResourceMutation } from '../../kit/mutation';
import { useAllRows } from '../../kit/query';
import { ReceiptImport } from './ReceiptImport';
import { ReceiptLines, wireLines } from './ReceiptLines';
import type { CatalogueDrug, FormLine } from './receiptSheet';
import { StockDocumentPrint } from './StockDocumentSheet';
import { StoreSelect, useStores } from './stores';
import { SupplierSelect } from './SupplierSelect';
import { useStockText } from './texts';
import { openingInput, receiptInput, stockApi, type StockDocument } from './wire';
import styles from './Stock.module.css';

type Kind = 'NHAP' | 'TON_DAU';

/** The catalogue's drugs a line may pick, by id. */
function useDrugs() {
  const rows = useAllRows<CatalogueDrug>('/api/thuoc', { sort: 'tenthuoc', hoatdong: 'true' });
  const byId = useMemo(() => new Map((rows.data ?? []).map((drug) => [drug._id, drug])), [rows.data]);
  return { byId, list: rows.data ?? [], loading: rows.isPending };
}

function HeaderFields({ kind }: { kind: Kind }) {
  const text = useStockText();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12} lg={6}>
        <Field name="kho_id" label={text('fields.kho')}>
          <StoreSelect />
        </Field>
      </Col>
      {kind === 'NHAP' && (
        <>
          <Col xs={24} md={12} lg={8}>
            <Field name="nhacungcap_id" label={text('fields.nhacungcap')}>
              <SupplierSelect />
            </Field>
          </Col>
          <Col xs={12} md={12} lg={5}>
            <Field name="sohoadon" label={text('fields.sohoadon')}>
              <Input maxLength={50} />
            </Field>
          </Col>
        </>
      )}
      <Col xs={12} md={12} lg={5}>
        <Field name="ngaynhap" label={text(kind === 'NHAP' ? 'fields.ngaynhap' : 'fields.ngay')}>
          <DayInput style={{ width: '100%' }} />
        </Field>
      </Col>
    </Row>
  );
}

export function GoodsReceipt() {
  const text = useStockText();
  const [kind, setKind] = useState<Kind>('NHAP');
  const [round, setRound] = useState(0);
  const [issued, setIssued] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const drugs = useDrugs();
  const stores = useStores();
  const pharmacy = stores.data?.[0]?._id;
  const save = useResourceMutation<StockDocument, Values>({
    request: (body) => ({ method: 'POST', path: kind === 'NHAP' ? stockApi.receipt : stockApi.opening, body }),
    invalidates: [stockApi.batches, stockApi.documents, stockApi.card, '/api/thuoc'],
    success: (document) => text('receipt.issued', { so: document.so }),
  });
  const spec: FormSpec = {
    fields: (
      <>
        <HeaderFields kind={kind} />
        <ReceiptLines drugs={drugs.byId} loading={drugs.loading} />
        <Field name="ghichu" label={text('fields.ghichu')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Field>
      </>
    ),
    defaults: { kho_id: pharmacy, ngaynhap: clinicDay(), dong: [{ donvi: '' }] },
    finish: (body, values) => ({ ...body, dong: wireLines(values.dong as FormLine[], drugs.byId) }),
  };
  const fill = (lines: FormLine[]) => {
    const current = ((form.getFieldValue('dong') as FormLine[] | undefined) ?? []).filter(
      (line) => line && (line.thuoc_id || line.solo || line.soluong != null),
    );
    form.setFieldValue('dong', [...current, ...lines]);
  };
  return (
    <Card
      title={text(kind === 'NHAP' ? 'receipt.title' : 'receipt.openingTitle')}
      extra={<ReceiptImport drugs={drugs.list} store={pharmacy} onLines={fill} />}
    >
      <Space direction="vertical" size={12} className={styles.fullWidth}>
        <Segmented<Kind>
          aria-label={text('receipt.kind')}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setRound((n) => n + 1);
          }}
          options={[
            { value: 'NHAP', label: text('receipt.fromSupplier') },
            { value: 'TON_DAU', label: text('receipt.opening') },
          ]}
        />
        {!stores.isPending ? (
          <KitForm
            key={`${kind}:${round}:${pharmacy ?? ''}`}
            form={form}
            schema={kind === 'NHAP' ? receiptInput : openingInput}
            labels="admin.resources.stock.fields"
            spec={spec}
            record={null}
            submitText={text(kind === 'NHAP' ? 'receipt.submit' : 'receipt.submitOpening')}
            submit={save.run}
            onSaved={(data) => {
              setIssued((data as StockDocument)._id);
              setRound((n) => n + 1);
            }}
          />
        ) : null}
      </Space>
      {issued && <StockDocumentPrint id={issued} onClose={() => setIssued(null)} />}
    </Card>
  );
}
