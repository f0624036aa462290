// The printed prescription (A5): the clinic's header, the patient (a young child's age in months, weight and
// accompanying adult), the diagnoses, the lines as prescribed with dose and quantity, the advice and follow-up, the
// doctor's name and certificate number, and a QR code of the national prescription code. Shown first, printed alone
// (kit PrintModal); the page size travels with the content, since only the content is printed.
// Only a signed prescription is one a pharmacy may dispense from: a draft or a voided one prints without the QR
// code and under a mark saying so, so a preview handed over by mistake cannot pass for the real thing; a voided one
// carries a large VOID mark across the sheet, its reason, and the code of the prescription reissued in its place.
import { ageInYears, type PrescriptionRecord } from '@phongkham/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDay, formatNumber } from '../../../shared/format';
import { formatDateTime } from '../../kit/columns';
import { PrintHeader, PrintModal } from '../../kit/PrintView';

const key = 'admin.resources.prescriptions';

/**
 * A catalogue unit ("viên") in the screen's language: the catalogue writes units in Vietnamese, so English screens
 * and sheets take their English names (plural by the count) and keep a unit they do not know as written.
 */
export function useUnitName() {
  const { t, lang } = useI18n();
  return (unit: string, count?: number | null) => {
    if (lang === 'vi' || !unit) return unit;
    const unitKey = `admin.resources.drugCatalogue.units.${unit}`;
    const name = t(unitKey, count == null ? undefined : { count });
    return name === unitKey ? unit : name;
  };
}

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
  const unitName = useUnitName();
  // Once the pharmacy has handed it out, each line says what it gave and what the patient buys elsewhere.
  const dispensedHere = record.trangthai === 'DA_PHAT' || record.trangthai === 'PHAT_MOT_PHAN';
  const age = ageInYears(record.benhnhan_ngaysinh, record.ngay);
  // A dispensed prescription (partly or wholly) is a signed one.
  const signed = record.trangthai === 'DA_KY' || dispensedHere;
  const voided = record.trangthai === 'HUY';
  return (
    <PrintModal title={text('printTitle')} documentTitle={record.madonthuoc} width="min(640px, 96vw)" onClose={onClose}>
      <style>{'@page { size: A5; margin: 10mm; }'}</style>
      <div style={{ fontSize: 12, lineHeight: 1.45, position: 'relative' }}>
        {voided && (
          // Across the whole sheet, so no part of it can be cut out and passed off as valid.
          <div
            aria-hidden
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              pointerEvents: 'none',
              fontSize: 72,
              fontWeight: 800,
              color: 'rgba(200, 0, 0, 0.25)',
              transform: 'rotate(-30deg)',
              letterSpacing: 8,
              whiteSpace: 'nowrap',
            }}
          >
            {text('voidMark')}
          </div>
        )}
        <PrintHeader
          clinic={record}
          aside={
            <div style={{ textAlign: 'center' }}>
              {signed && <QRCodeSVG value={record.madonthuoc} size={72} aria-label={text('qr')} role="img" />}
              <div style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{record.madonthuoc}</div>
            </div>
          }
        />
        {!signed && (
          <p role="note" style={{ border: '2px solid #333', padding: 4, margin: '8px 0 0', textAlign: 'center' }}>
            <strong>{text(voided ? 'cancelledMark' : 'unsignedMark')}</strong>
            {voided && record.lydohuy && (
              <span style={{ display: 'block' }}>
                {text('fields.lydohuy')}: {record.lydohuy}
              </span>
            )}
            {voided && record.caplai_ma && (
              <span style={{ display: 'block' }}>{text('reissuedAs', { code: record.caplai_ma })}</span>
            )}
          </p>
        )}
        {record.caplaitu_ma && (
          <p style={{ margin: '4px 0 0' }}>{text('reissuedFrom', { code: record.caplaitu_ma })}</p>
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
        {!record.cccd && record.hochieu && (
          <div>
            {text('fields.hochieu')}: {record.hochieu}
          </div>
        )}
        {record.treem && (
          <div>
            {text('fields.tuoi_thang')}: {record.tuoi_thang} · {text('fields.cannang')}:{' '}
            {formatNumber(lang, record.cannang)} kg · {text('fields.nguoigiamho')}: {record.nguoigiamho}
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
                  {/* Form and route beside the name: the pharmacist and the patient see a suppository is one. */}
                  {` · ${line.dangbaoche}, ${t(`admin.resources.drugCatalogue.routes.${line.duongdung}`)}`}
                  <div>
                    {[
                      text('dose', {
                        dose: formatNumber(lang, line.lieu_moilan),
                        unit: unitName(line.donvitinh, line.lieu_moilan),
                      }),
                      text('timesPerDay', { count: line.solan_ngay }),
                      text('forDays', { count: line.songay }),
                    ].join(', ')}
                    {line.cachdung ? `. ${line.cachdung}` : ''}
                  </div>
                  {dispensedHere && <DispensedNote line={line} />}
                </td>
                <td style={{ ...cell, whiteSpace: 'nowrap', textAlign: 'right' }}>
                  {line.soluong} {unitName(line.donvitinh, line.soluong)}
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

/**
 * What the clinic's pharmacy handed out of a line (batch, expiry, units) and what it did not, as the dispensary's
 * record on the print (docs/decisions/0058).
 */
function DispensedNote({ line }: { line: PrescriptionRecord['chitiet'][number] }) {
  const { t, lang } = useI18n();
  const unitName = useUnitName();
  const text = (name: string, params?: Record<string, string | number>) =>
    t(`admin.resources.prescriptions.dispensing.${name}`, params);
  const given = line.daphat ?? [];
  const handed = given.reduce((sum, batch) => sum + batch.soluong, 0);
  const missing = line.soluong - handed;
  return (
    <div style={{ fontSize: '0.9em' }}>
      {given.length > 0 && (
        <div>
          {text('dispensed', {
            batches: given
              .map((batch) =>
                text('batch', { solo: batch.solo, day: formatDay(lang, batch.handung), n: batch.soluong }),
              )
              .join('; '),
          })}
        </div>
      )}
      {missing > 0 && <div>{text('notHere', { n: missing, unit: unitName(line.donvitinh, missing) })}</div>}
    </div>
  );
}
