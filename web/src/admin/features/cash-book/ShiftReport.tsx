// A shift's report: the X-report while it is open (figures so far) and the Z-report once closed (figures frozen at
// the close). Per payment method the receipts, the refunds, the other income and expenses entered by hand (a column
// shown only when the shift has some) and what is left of them; then the drawer: the opening
// float, the expected cash, and at close the counted cash, the difference and its reason. Inline styles, since the
// same markup goes to the print frame (ZReportSheet), where no stylesheet follows it.
import { paymentMethods, type ShiftRecord } from '@phongkham/contracts';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { money, signedMoney, useCashText } from './texts';

export type Paper = 'A4' | 'A5' | '80mm';

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function ShiftReport({ shift, paper = 'A4' }: { shift: ShiftRecord; paper?: Paper }) {
  const text = useCashText();
  const { lang } = useI18n();
  const narrow = paper === '80mm';
  const cell = { padding: narrow ? '1px 2px' : '3px 4px', borderBottom: '1px solid #ddd' } as const;
  const closed = shift.baocao === 'Z';
  const line = (label: string, value: string, strong = false, key?: string) => (
    <tr key={key} style={strong ? { fontWeight: 700 } : undefined}>
      <td style={cell}>{label}</td>
      <td style={{ ...cell, ...right }}>{value}</td>
    </tr>
  );
  const difference = shift.chenhlech ?? 0;
  const others = shift.sophieukhac > 0;
  const otherNet = (method: (typeof paymentMethods)[number]) => shift.thukhac[method] - shift.chikhac[method];
  return (
    <div
      className="shift-report"
      style={{ fontSize: narrow ? 11 : 13, lineHeight: 1.45, maxWidth: narrow ? undefined : 720, margin: '0 auto' }}
    >
      <h3 style={{ textAlign: 'center', margin: '6px 0 2px', fontSize: narrow ? 14 : 16 }}>
        {text(closed ? 'report.zTitle' : 'report.xTitle')}
      </h3>
      <div style={{ textAlign: 'center', marginBottom: 6 }}>
        {text('report.cashier', { name: shift.nhanvien_hoten })}
        <br />
        {text('report.opened', { time: formatDateTime(lang, shift.mo_luc) })}
        {shift.dong_luc && (
          <>
            <br />
            {text('report.closed', { time: formatDateTime(lang, shift.dong_luc) })}
          </>
        )}
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={text('report.byMethod')}>
        <thead>
          <tr style={{ borderBottom: '1px solid #333' }}>
            <th style={{ ...cell, textAlign: 'left' }}>{text('report.method')}</th>
            <th style={{ ...cell, ...right }}>{text('report.receipts')}</th>
            <th style={{ ...cell, ...right }}>{text('report.refunds')}</th>
            {others && <th style={{ ...cell, ...right }}>{text('report.others')}</th>}
            <th style={{ ...cell, ...right }}>{text('report.net')}</th>
          </tr>
        </thead>
        <tbody>
          {paymentMethods.map((method) => (
            <tr key={method}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                {text(`methods.${method}`)}
              </th>
              <td style={{ ...cell, ...right }}>{money(shift.thu[method])}</td>
              <td style={{ ...cell, ...right }}>{money(shift.hoan[method])}</td>
              {others && <td style={{ ...cell, ...right }}>{signedMoney(otherNet(method))}</td>}
              <td style={{ ...cell, ...right }}>{money(shift.theophuongthuc[method])}</td>
            </tr>
          ))}
          <tr style={{ fontWeight: 700 }}>
            <th scope="row" style={{ ...cell, textAlign: 'left' }}>
              {text('report.total')}
            </th>
            <td style={{ ...cell, ...right }}>{money(paymentMethods.reduce((s, m) => s + shift.thu[m], 0))}</td>
            <td style={{ ...cell, ...right }}>{money(paymentMethods.reduce((s, m) => s + shift.hoan[m], 0))}</td>
            {others && (
              <td style={{ ...cell, ...right }}>{signedMoney(paymentMethods.reduce((s, m) => s + otherNet(m), 0))}</td>
            )}
            <td style={{ ...cell, ...right }}>{money(shift.tong)}</td>
          </tr>
        </tbody>
      </table>
      <div style={{ margin: '4px 0 8px', color: '#555' }}>
        {text('report.documents', { receipts: shift.sophieuthu, refunds: shift.sophieuchi })}
        {others && `, ${text('report.otherDocuments', { count: shift.sophieukhac })}`}
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={text('report.drawer')}>
        <tbody>
          {line(text('fields.tiendauca'), money(shift.tiendauca))}
          {line(text('report.cashNet'), signedMoney(shift.theophuongthuc.TIEN_MAT))}
          {line(text('fields.tienmatdukien'), money(shift.tienmatdukien), true)}
          {closed && line(text('fields.tienmatthucte'), money(shift.tienmatthucte))}
          {closed && line(text('fields.chenhlech'), signedMoney(difference), true)}
        </tbody>
      </table>
      {closed && shift.lydo_chenhlech && (
        <p style={{ margin: '6px 0 0' }}>
          {text('fields.lydo_chenhlech')}: {shift.lydo_chenhlech}
        </p>
      )}
      {closed && shift.nguoiduyet_hoten && (
        <p style={{ margin: '2px 0 0' }}>{text('report.approvedBy', { name: shift.nguoiduyet_hoten })}</p>
      )}
      {closed && (
        <div style={{ display: 'flex', justifyContent: 'space-around', marginTop: 14, textAlign: 'center' }}>
          <div>
            <div>{text('report.signCashier')}</div>
            <div style={{ height: narrow ? 28 : 48 }} />
            <strong>{shift.nhanvien_hoten}</strong>
          </div>
          <div>
            <div>{text('report.signReceiver')}</div>
          </div>
        </div>
      )}
    </div>
  );
}
