// The prescription page's header: its code and state, the patient (birth date, citizen id or passport, allergies),
// the diagnoses, and for a voided or reissued prescription the reason and the link each way.
import type { PrescriptionRecord } from '@phongkham/contracts';
import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { diagnosesText } from './PrescriptionSheet';

const key = 'admin.resources.prescriptions';
export const stateColors: Record<string, string> = {
  NHAP: 'gold',
  DA_KY: 'green',
  HUY: 'default',
  PHAT_MOT_PHAN: 'orange',
  DA_PHAT: 'cyan',
};

export function PrescriptionHeader({ record }: { record: PrescriptionRecord }) {
  const { t, lang } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'ma', label: text('fields.madonthuoc'), children: record.madonthuoc },
        {
          key: 'state',
          label: text('fields.trangthai'),
          children: <Tag color={stateColors[record.trangthai]}>{text(`states.${record.trangthai}`)}</Tag>,
        },
        {
          key: 'bn',
          label: text('fields.benhnhan_hoten'),
          children: `${record.benhnhan_hoten} (${record.benhnhan_ma})`,
        },
        { key: 'ns', label: text('fields.benhnhan_ngaysinh'), children: formatDay(lang, record.benhnhan_ngaysinh) },
        record.hochieu && !record.cccd
          ? { key: 'hochieu', label: text('fields.hochieu'), children: record.hochieu }
          : { key: 'cccd', label: text('fields.cccd'), children: record.cccd ?? text('noCccd') },
        { key: 'du', label: text('fields.diung'), children: record.diung ?? '—' },
        {
          key: 'cd',
          label: text('fields.chandoan'),
          children: diagnosesText(record, lang),
        },
        ...(record.trangthai === 'HUY'
          ? [
              {
                key: 'lydohuy',
                label: text('fields.lydohuy'),
                children: record.lydohuy ?? '—',
              },
            ]
          : []),
        ...(record.caplaitu_id
          ? [
              {
                key: 'caplaitu',
                label: text('fields.caplaitu'),
                children: <Link to={`/don-thuoc/${record.caplaitu_id}`}>{record.caplaitu_ma}</Link>,
              },
            ]
          : []),
        ...(record.caplai_id
          ? [
              {
                key: 'caplai',
                label: text('fields.caplai'),
                children: <Link to={`/don-thuoc/${record.caplai_id}`}>{record.caplai_ma}</Link>,
              },
            ]
          : []),
      ]}
    />
  );
}
