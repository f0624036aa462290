// A stock document as printed (GET /api/kho/phieukho/:id), A4: the clinic's header, the document's title by kind
// ("Phiếu nhập kho", "Biên bản hủy thuốc"…), its number and day, the store(s), supplier and invoice, each line with its
// batch, expiry, quantity, unit price and value, the total in đồng, the reason, the witnesses of a destruction, and the
// signatures. Shown first, printed alone (kit PrintModal); inline styles, since only the content reaches the print
// frame.
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay, formatDateTime } from '../../kit/columns';
import { PrintHeader, PrintModal } from '../../kit/PrintView';
import { fetchData } from '../../kit/query';
import { count, money, useStockText } from './texts';
import { stockApi, type StockDocument } from './wire';

const cell = { padding: '2px 4px', verticalAlign: 'top', border: '1px solid #999' } as const;
const right = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The value of a line: what it moved at the price the document counts it by (cost, or selling price for an issue). */
export const lineValue = (
  document: Pick<StockDocument, 'loai'>,
  line: { soluong: number; gianhap: number; giaban: number; thanhtien: number },
) => (document.loai === 'XUAT' ? Math.abs(line.soluong) * line.giaban : line.thanhtien);

export function StockDocumentView({ document }: { document: StockDocument }) {
  const text = useStockText();
  const { lang } = useI18n();
  const total = document.dong.reduce((sum, line) => sum + lineValue(document, line), 0);
  const signers = text(`print.signers.${document.loai}`).split('|');
  return (
    <div style={{ fontSize: 12, lineHeight: 1.4 }}>
      <style>{'@page { size: A4; margin: 12mm; } @media print { body { margin: 0; } }'}</style>
      {document.phongkham_ten ? (
        <PrintHeader
          clinic={{
            phongkham_ten: document.phongkham_ten,
            phongkham_diachi: document.phongkham_diachi ?? '',
            phongkham_dienthoai: document.phongkham_dienthoai ?? '',
          }}
          aside={<div style={{ textAlign: 'right' }}>{text('print.number', { so: document.so })}</div>}
        />
      ) : (
        <div style={{ textAlign: 'right', borderBottom: '1px solid #333', paddingBottom: 4 }}>
          {text('print.number', { so: document.so })}
        </div>
      )}
      <h2 style={{ textAlign: 'center', margin: '10px 0 2px', fontSize: 16, textTransform: 'uppercase' }}>
        {text(`print.titles.${document.loai}`)}
      </h2>
      <div style={{ textAlign: 'center', marginBottom: 8 }}>
        {text('print.day', { day: calendarDay(document.ngay) })} · {formatDateTime(lang, document.createdAt)}
      </div>
      <div>
        {text('fields.kho')}: <strong>{document.kho_ten}</strong>
        {document.kho_den_ten && (
          <>
            {' → '}
            <strong>{document.kho_den_ten}</strong>
          </>
        )}
      </div>
      {document.nhacungcap_ten && (
        <div>
          {text('fields.nhacungcap')}: <strong>{document.nhacungcap_ten}</strong>
          {document.sohoadon ? ` · ${text('fields.sohoadon')}: ${document.sohoadon}` : ''}
        </div>
      )}
      {document.goc_so && <div>{text('print.corrects', { so: document.goc_so })}</div>}
      {document.ghichu && (
        <div>
          {text(document.loai === 'NHAP' || document.loai === 'CHUYEN' ? 'fields.ghichu' : 'fields.lydo')}:{' '}
          {document.ghichu}
        </div>
      )}
      <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}>
        <thead>
          <tr>
            <th style={cell}>#</th>
            <th style={{ ...cell, textAlign: 'left' }}>{text('fields.ten')}</th>
            <th style={cell}>{text('fields.solo')}</th>
            <th style={cell}>{text('fields.handung')}</th>
            <th style={cell}>{text('print.unit')}</th>
            <th style={right}>{text('print.quantity')}</th>
            <th style={right}>{text(document.loai === 'XUAT' ? 'print.salePrice' : 'print.costPrice')}</th>
            <th style={right}>{text('print.value')}</th>
          </tr>
        </thead>
        <tbody>
          {document.dong.map((line, index) => (
            <tr key={line._id}>
              <td style={cell}>{index + 1}</td>
              <td style={cell}>{line.ten}</td>
              <td style={cell}>{line.solo}</td>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>{calendarDay(line.handung)}</td>
              <td style={cell}>{line.donvitinh ?? ''}</td>
              <td style={right}>{count(document.loai === 'KIEM_KE' ? line.soluong : Math.abs(line.soluong))}</td>
              <td style={right}>{money(document.loai === 'XUAT' ? line.giaban : line.gianhap)}</td>
              <td style={right}>{money(lineValue(document, line))}</td>
            </tr>
          ))}
          <tr style={{ fontWeight: 700 }}>
            <td style={cell} colSpan={7}>
              {text('print.total')}
            </td>
            <td style={right}>{money(total)}</td>
          </tr>
        </tbody>
      </table>
      {document.nguoichungkien?.length ? (
        <div style={{ marginTop: 8 }}>
          {text('fields.nguoichungkien')}:{' '}
          {document.nguoichungkien.map((one) => (one.chucvu ? `${one.hoten} (${one.chucvu})` : one.hoten)).join('; ')}
        </div>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-around', marginTop: 16, textAlign: 'center' }}>
        {signers.map((signer, index) => (
          <div key={signer} style={{ minWidth: 120 }}>
            <strong>{signer}</strong>
            <div style={{ fontStyle: 'italic', fontSize: 11 }}>{text('print.sign')}</div>
            <div style={{ height: 48 }} />
            {index === 0 && <div>{document.nhanvien_hoten ?? ''}</div>}
          </div>
        ))}
      </div>
    </div>
  );
}

export function useStockDocument(id: string) {
  return useQuery({
    queryKey: [stockApi.documents, 'record', id],
    queryFn: () => fetchData<StockDocument>(`${stockApi.documents}/${id}`, undefined, true),
  });
}

/** A document in the print window, read by its id. */
export function StockDocumentPrint({ id, onClose }: { id: string; onClose: () => void }) {
  const text = useStockText();
  const document = useStockDocument(id);
  return (
    <PrintModal
      title={text('print.window')}
      documentTitle={document.data?.so ?? text('print.window')}
      width="min(900px, 96vw)"
      onClose={onClose}
    >
      {document.isPending ? (
        <Spin />
      ) : document.isError ? (
        <Alert type="error" showIcon title={document.error.message} />
      ) : (
        <StockDocumentView document={document.data} />
      )}
    </PrintModal>
  );
}
