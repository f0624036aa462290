// The printed prescription (A5): the clinic's header, the patient (a young child's age in months, weight and
// accompanying adult), the diagnoses, the lines as prescribed with dose and quantity, the advice and follow-up, the
// doctor's name and certificate number, and a QR code of the national prescription code. Shown first, printed alone
// (kit PrintModal); the page size travels with the content, since only the content is printed.
// Only a signed prescription is one a pharmacy may dispense from: a draft or a cancelled one prints without the QR
// code and under a mark saying so, so a preview handed over by mistake cannot pass for the real thing.
import { ageInYears, type PrescriptionRecord } from '@phongkham/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDay } from '../../../shared/format';
import { formatDateTime } from '../../kit/columns';
import { PrintModal } from '../../kit/PrintView';

const key = 'admin.resources.prescriptions';

/**
 * The diagnoses as one line: code and name, in English where WHO has a title for the code and the screen is in
 * English (the Ministry's Vietnamese extensions have none), then the doctor's note.
 */
export function diagnosesText(record: Pick<PrescriptionRecord, 'chandoan' | 'chandoan_ghichu'>, lang: string): string {
  const name = (d: PrescriptionRecord['chandoan'][number]) => (lang === 'en' && d.ten_en) || d.ten;
  return [...record.chandoan.map((d) => [d.ma, name(d)].filter(Boolean).join(' ')), record.chandoan_ghichu]
    .filter(Boolean)
    .join('; ');
}
const cell = { padding: '2px 4px', verticalAlign: 'top' } as const;

export function PrescriptionSheet({ record, onClose }: { record: PrescriptionRecord; onClose: () => void }) {
  const { t, lang } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  const age = ageInYears(record.benhnhan_ngaysinh, record.ngay);
  const signed = record.trangthai === 'DA_KY';
  return (
    <PrintModal title={text('printTitle')} documentTitle={record.madonthuoc} width="min(640px, 96vw)" onClose={onClose}>
      <style>{'@page { size: A5; margin: 10mm; }'}</style>
      <div style={{ fontSize: 12, lineHeight: 1.45 }}>
        <header style={{ display: 'flex', justifyContent: 'space-between', gap: 12, borderBottom: '1px solid #333' }}>
          <div>
            <strong style={{ textTransform: 'uppercase' }}>{record.phongkham_ten}</strong>
            <div>{record.phongkham_diachi}</div>
            <div>{text('phone', { phone: record.phongkham_dienthoai })}</div>
          </div>
          <div style={{ textAlign: 'center' }}>
            {signed && <QRCodeSVG value={record.madonthuoc} size={72} aria-label={text('qr')} role="img" />}
            <div style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{record.madonthuoc}</div>
          </div>
        </header>
        {!signed && (
          <p role="note" style={{ border: '2px solid #333', padding: 4, margin: '8px 0 0', textAlign: 'center' }}>
            <strong>{text(record.trangthai === 'HUY' ? 'cancelledMark' : 'unsignedMark')}</strong>
          </p>
        )}
        <h2 style={{ textAlign: 'center', margin: '8px 0' }}>{text(`sheetTitle.${record.loaidon}`)}</h2>
        <div>
          {text('fields.benhnhan_hoten')}: <strong>{record.benhnhan_hoten}</strong>
          {age != null && !record.treem ? ` · ${text('ageYears', { age })}` : ''}
          {record.benhnhan_gioitinh ? ` · ${t(`admin.resources.labCatalogue.sexes.${record.benhnhan_gioitinh}`)}` : ''}
        </div>
        {record.cccd && (
          <div>
            {text('fields.cccd')}: {record.cccd}
          </div>
        )}
        {record.treem && (
          <div>
            {text('fields.tuoi_thang')}: {record.tuoi_thang} · {text('fields.cannang')}: {record.cannang} kg ·{' '}
            {text('fields.nguoigiamho')}: {record.nguoigiamho}
          </div>
        )}
        {record.benhnhan_diachi && (
          <div>
            {text('address')}: {record.benhnhan_diachi}
          </div>
        )}
        <div>
          {text('fields.chandoan')}: {diagnosesText(record, lang)}
        </div>
        <table style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0' }}>
          <tbody>
            {record.chitiet.map((line, index) => (
              <tr key={line._id}>
                <td style={cell}>{index + 1}.</td>
                <td style={cell}>
                  <strong>{line.tenthuoc}</strong>
                  <div>
                    {[
                      text('dose', { dose: line.lieu_moilan, unit: line.donvitinh }),
                      text('timesPerDay', { count: line.solan_ngay }),
                      text('forDays', { count: line.songay }),
                    ].join(', ')}
                    {line.cachdung ? `. ${line.cachdung}` : ''}
                  </div>
                </td>
                <td style={{ ...cell, whiteSpace: 'nowrap', textAlign: 'right' }}>
                  {line.soluong} {line.donvitinh}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {record.loidan && (
          <div>
            {text('fields.loidan')}: {record.loidan}
          </div>
        )}
        {record.ngaytaikham && (
          <div>
            {text('fields.ngaytaikham')}: {formatDay(lang, record.ngaytaikham)}
          </div>
        )}
        <footer style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <div style={{ textAlign: 'center' }}>
            <div>{record.kyluc ? formatDateTime(lang, record.kyluc) : formatDay(lang, record.ngay)}</div>
            <div>{text('doctor')}</div>
            <strong>{record.nguoiky_hoten ?? record.bacsi_hoten}</strong>
            {record.bacsi_sochungchi && <div>{text('certificate', { number: record.bacsi_sochungchi })}</div>}
          </div>
        </footer>
      </div>
    </PrintModal>
  );
}
