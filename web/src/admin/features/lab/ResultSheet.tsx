// The printable result sheet: the header of the visit's clinic (the kit's PrintHeader, from the clinic record), the
// patient and the order, the lab values with unit, range and flag in the sheet's language (abnormal ones in bold) or
// the imaging report with its pictures, and who entered and verified it. Shown first, printed alone (kit PrintModal).
import { ageInYears, isAbnormal, type OrderRecord } from '@phongkham/contracts';
import { formatNumber, formatRange } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { PrintHeader, PrintModal } from '../../kit/PrintView';
import styles from './Lab.module.css';

export function ResultSheet({ record, onClose }: { record: OrderRecord; onClose: () => void }) {
  const { t, lang } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) =>
    t(`admin.resources.labTests.${name}`, params);
  const age = ageInYears(record.benhnhan_ngaysinh, record.ngay);
  const title = text(record.loai === 'XET_NGHIEM' ? 'sheetTitleLab' : 'sheetTitleImaging');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <PrintModal title={text('printSheet')} documentTitle={title} width="min(900px, 96vw)" onClose={onClose}>
      <div className={styles.sheet}>
        <PrintHeader clinic={record} />
        <h2 style={{ textAlign: 'center', margin: '12px 0 4px' }}>{title}</h2>
        <p style={{ textAlign: 'center' }}>{record.tendichvu}</p>
        <table>
          <tbody>
            <tr>
              <th>{text('fields.benhnhan')}</th>
              <td>
                {record.benhnhan_hoten} ({record.benhnhan_ma})
              </td>
              <th>{text('fields.gioitinhTuoi')}</th>
              <td>
                {[
                  record.benhnhan_gioitinh ? t(`admin.resources.labCatalogue.sexes.${record.benhnhan_gioitinh}`) : null,
                  age != null ? text('age', { age }) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </td>
            </tr>
            <tr>
              <th>{text('fields.chidinh_hoten')}</th>
              <td>{record.chidinh_hoten}</td>
              <th>{text('fields.createdAt')}</th>
              <td>{formatDateTime(lang, record.createdAt)}</td>
            </tr>
          </tbody>
        </table>
        {record.loai === 'XET_NGHIEM' ? (
          <table style={{ marginTop: 10 }}>
            <thead>
              <tr>
                <th>{text('fields.chiso')}</th>
                <th>{text('fields.giatri')}</th>
                <th>{text('fields.donvi')}</th>
                <th>{text('fields.khoang')}</th>
                <th>{text('fields.co')}</th>
              </tr>
            </thead>
            <tbody>
              {record.chiso.map((entry) => (
                <tr key={entry.chiso_id} style={isAbnormal(entry.co) ? { fontWeight: 700 } : undefined}>
                  <td>{(lang === 'en' && entry.ten_en) || entry.ten}</td>
                  <td>{formatNumber(lang, entry.giatri, { decimals: 6 })}</td>
                  <td>{entry.donvi}</td>
                  <td>{formatRange(lang, entry.khoang?.thap, entry.khoang?.cao)}</td>
                  <td>{entry.co && entry.co !== 'BINH_THUONG' ? text(`flagsShort.${entry.co}`) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div style={{ marginTop: 10 }}>
            <strong>{text('fields.mota')}</strong>
            <p style={{ whiteSpace: 'pre-wrap', color: '#111' }}>{record.mota}</p>
            <strong>{text('fields.ketluan')}</strong>
            <p style={{ whiteSpace: 'pre-wrap', color: '#111', fontWeight: 700 }}>{record.ketluan}</p>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {record.hinhanh.map((picture, i) => (
                <img
                  key={picture._id}
                  src={`${origin}${picture.url}`}
                  alt={text('pictureAlt', { n: i + 1 })}
                  style={{ width: 200, height: 'auto' }}
                />
              ))}
            </div>
          </div>
        )}
        {record.loai === 'XET_NGHIEM' && record.ketluan && (
          <p style={{ marginTop: 8, color: '#111' }}>
            <strong>{text('fields.ghichu')}: </strong>
            {record.ketluan}
          </p>
        )}
        <footer style={{ display: 'flex', justifyContent: 'space-between', marginTop: 24 }}>
          <div>
            <div>{text('enteredBy')}</div>
            <strong>{record.nguoinhap_hoten}</strong>
            <div>{record.nhap_luc ? formatDateTime(lang, record.nhap_luc) : ''}</div>
          </div>
          <div style={{ textAlign: 'right' }}>
            <div>{text('verifiedBy')}</div>
            <strong>{record.nguoiduyet_hoten ?? text('notVerified')}</strong>
            <div>{record.duyet_luc ? formatDateTime(lang, record.duyet_luc) : ''}</div>
          </div>
        </footer>
      </div>
    </PrintModal>
  );
}
