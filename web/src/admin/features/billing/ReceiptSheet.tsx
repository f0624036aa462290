// The printed receipt (phiếu thu, GET /api/phieuthu/:id), A5 or 80 mm thermal roll: the clinic's header, the bill's
// lines and discounts, each payment on the bill by method (a deposit drawn on as "Trừ tạm ứng"), the balance, this
// receipt's amount in Vietnamese words and the cashier's name. A deposit's receipt ("Phiếu thu tạm ứng") has no bill:
// it names the patient, what the money is for and the deposit balance it left. Shown first, printed alone (kit
// PrintModal); inline styles and the @page rule travel with the content, since only the content reaches the print
// frame.
import { receiptMethods, type ReceiptPrint } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { PrintHeader, PrintModal } from '../../kit/PrintView';
import { fetchData } from '../../kit/query';
import { money, useBillText } from './billTexts';
import { useLineOrigin } from './lineOrigin';

export type Paper = 'A5' | '80mm';

const pageRules: Record<Paper, string> = {
  A5: '@page { size: A5; margin: 10mm; } @media print { body { margin: 0; } }',
  // A thermal roll: 80 mm wide with about 72 mm printable, as long as the receipt.
  '80mm': '@page { size: 80mm auto; margin: 3mm 4mm; } @media print { body { margin: 0; width: 72mm; } }',
};

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

type Cell = { padding: string; verticalAlign: 'top' };

/** The bill's lines, discounts, payments by method and balance, as they stood right after the receipt. */
function BillTable({ receipt, narrow, cell }: { receipt: ReceiptPrint; narrow: boolean; cell: Cell }) {
  const text = useBillText();
  const originOf = useLineOrigin();
  const bill = receipt.hoadon!;
  const total = (label: string, value: string, strong = false, key?: string) => (
    <tr key={key} style={strong ? { fontWeight: 700 } : undefined}>
      <td style={cell} colSpan={narrow ? 1 : 3}>
        {label}
      </td>
      <td style={{ ...cell, ...right }}>{value}</td>
    </tr>
  );
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr style={{ borderBottom: '1px solid #333' }}>
          <th style={{ ...cell, textAlign: 'left' }}>{text('fields.ten')}</th>
          {!narrow && <th style={{ ...cell, ...right }}>{text('receipt.qty')}</th>}
          {!narrow && <th style={{ ...cell, ...right }}>{text('receipt.price')}</th>}
          <th style={{ ...cell, ...right }}>{text('fields.thanhtien')}</th>
        </tr>
      </thead>
      <tbody>
        {bill.dong.map((line) => (
          <tr key={line._id}>
            <td style={cell}>
              {line.ten}
              <div style={{ fontSize: '0.85em', color: '#555' }}>{originOf(line).label}</div>
              {narrow && (
                <div>
                  {line.soluong} × {money(line.dongia)}
                </div>
              )}
              {line.giamgia > 0 && (
                <div>
                  {text('receipt.lineDiscount', {
                    amount: money(line.giamgia),
                    percent: line.giamgia_phantram != null ? ` (${line.giamgia_phantram}%)` : '',
                  })}
                </div>
              )}
            </td>
            {!narrow && <td style={{ ...cell, ...right }}>{line.soluong}</td>}
            {!narrow && <td style={{ ...cell, ...right }}>{money(line.dongia)}</td>}
            <td style={{ ...cell, ...right }}>{money(line.thanhtien)}</td>
          </tr>
        ))}
      </tbody>
      <tbody style={{ borderTop: '1px solid #333' }}>
        {total(text('fields.tongtien'), money(bill.tongtien))}
        {bill.giamgia > 0 &&
          total(
            `${text('fields.giamgiaHoadon')}${bill.giamgia_phantram != null ? ` (${bill.giamgia_phantram}%)` : ''}${
              bill.giamgia_lydo ? `: ${bill.giamgia_lydo}` : ''
            }`,
            `−${money(bill.giamgia)}`,
          )}
        {bill.dahoan > 0 && total(text('fields.dahoan'), `−${money(bill.dahoan)}`)}
        {total(text('fields.phaitra'), money(bill.phaitra), true)}
        {receiptMethods
          .filter((method) => receipt.theophuongthuc[method] > 0)
          .map((method) =>
            total(
              `${text('receipt.paidBy', { method: text(`methods.${method}`) })}`,
              money(receipt.theophuongthuc[method]),
              false,
              method,
            ),
          )}
        {total(text('fields.dathu'), money(bill.dathu))}
        {total(text('fields.conlai'), money(bill.conlai), true)}
      </tbody>
    </table>
  );
}

/** The receipt itself, on the chosen paper. */
export function ReceiptDocument({ receipt, paper }: { receipt: ReceiptPrint; paper: Paper }) {
  const text = useBillText();
  const { lang } = useI18n();
  const bill = receipt.hoadon;
  const narrow = paper === '80mm';
  const cell: Cell = { padding: narrow ? '1px 0' : '2px 4px', verticalAlign: 'top' };
  const payer = receipt.benhnhan_hoten
    ? `${receipt.benhnhan_hoten} (${receipt.benhnhan_ma ?? ''})`
    : (bill?.khachhang ?? '—');
  return (
    <div
      className={`receipt receipt-${paper}`}
      style={{ fontSize: narrow ? 11 : 12, lineHeight: 1.4, width: narrow ? '72mm' : undefined, margin: '0 auto' }}
    >
      <style>{pageRules[paper]}</style>
      <PrintHeader
        clinic={{
          phongkham_ten: receipt.phongkham.ten,
          phongkham_diachi: receipt.phongkham.diachi_day,
          phongkham_dienthoai: receipt.phongkham.dienthoai,
        }}
      />
      <h2 style={{ textAlign: 'center', margin: '8px 0 2px', fontSize: narrow ? 14 : 16 }}>
        {text(bill ? 'receipt.title' : 'receipt.depositTitle')}
      </h2>
      <div style={{ textAlign: 'center' }}>
        {text('receipt.number', { so: receipt.so })} · {formatDateTime(lang, receipt.createdAt)}
      </div>
      <div style={{ margin: '6px 0' }}>
        <div>
          {text('fields.benhnhan')}: <strong>{payer}</strong>
        </div>
        <div>{bill ? text('receipt.bill', { so: bill.so }) : text('receipt.depositFor')}</div>
      </div>
      {bill && <BillTable receipt={receipt} narrow={narrow} cell={cell} />}
      <p style={{ margin: '8px 0 2px' }}>
        {text('receipt.received', { amount: money(receipt.sotien), method: text(`methods.${receipt.phuongthuc}`) })}
      </p>
      <p style={{ margin: '0 0 2px' }}>
        {text('receipt.inWords')}: <em>{receipt.sotienbangchu}</em>
      </p>
      {receipt.tienkhachdua != null && (
        <p style={{ margin: 0 }}>
          {text('receipt.tendered', { tendered: money(receipt.tienkhachdua), change: money(receipt.tienthoi ?? 0) })}
        </p>
      )}
      {receipt.sodu_tamung != null && (
        <p style={{ margin: '2px 0 0' }}>
          {text('receipt.depositBalance')}: <strong>{money(receipt.sodu_tamung)}</strong>
        </p>
      )}
      <div style={{ display: 'flex', justifyContent: narrow ? 'center' : 'flex-end', marginTop: 12 }}>
        <div style={{ textAlign: 'center', minWidth: 160 }}>
          <div>{text('receipt.cashier')}</div>
          <div style={{ height: narrow ? 24 : 48 }} />
          <strong>{receipt.nhanvien_hoten ?? ''}</strong>
        </div>
      </div>
    </div>
  );
}

export function ReceiptSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const text = useBillText();
  const [paper, setPaper] = useState<Paper>('A5');
  const receipt = useQuery({
    queryKey: ['/api/phieuthu', 'record', id],
    queryFn: () => fetchData<ReceiptPrint>(`/api/phieuthu/${id}`, undefined, true),
  });
  return (
    <PrintModal
      title={text('receipt.printTitle')}
      documentTitle={receipt.data?.so ?? text('receipt.title')}
      width={paper === 'A5' ? 'min(640px, 96vw)' : 'min(420px, 96vw)'}
      onClose={onClose}
      tools={
        <Segmented<Paper>
          aria-label={text('receipt.paper')}
          value={paper}
          onChange={setPaper}
          options={[
            { value: 'A5', label: text('receipt.a5') },
            { value: '80mm', label: text('receipt.roll') },
          ]}
          style={{ marginBottom: 12 }}
        />
      }
    >
      {receipt.isPending ? (
        <Spin />
      ) : receipt.isError ? (
        <Alert type="error" showIcon title={receipt.error.message} />
      ) : (
        <ReceiptDocument receipt={receipt.data} paper={paper} />
      )}
    </PrintModal>
  );
}
