// Prescriptions (/admin/don-thuoc): the kit's list of the doctor's prescriptions, each opening its page
// (PrescriptionPage.tsx); /admin/don-thuoc/moi?luotkham_id=… opens a visit's prescription (OpenFromVisit.tsx).
import { prescriptionResource, type PrescriptionRecord, type PrescriptionRow } from '@phongkham/contracts';
import { Tag } from 'antd';
import { useLocation } from 'react-router';
import { formatDay } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { OpenFromVisit } from './OpenFromVisit';
import { stateColors } from './PrescriptionHeader';
import { PrescriptionPage } from './PrescriptionPage';

const key = 'admin.resources.prescriptions';

function useColumns(): KitColumn<PrescriptionRow>[] {
  const { t, lang } = useI18n();
  const field = (name: string) => t(`${key}.fields.${name}`);
  return [
    { key: 'madonthuoc', title: field('madonthuoc'), value: (row) => row.madonthuoc, link: true },
    {
      key: 'benhnhan_hoten',
      title: field('benhnhan_hoten'),
      value: (row) => `${row.benhnhan_hoten} (${row.benhnhan_ma})`,
    },
    // The day in the language's order (28/11/2026), not the wire's ISO text.
    { key: 'ngay', title: field('ngay'), value: (row) => formatDay(lang, row.ngay), responsive: ['md'] },
    { key: 'bacsi_hoten', title: field('bacsi_hoten'), value: (row) => row.bacsi_hoten, responsive: ['lg'] },
    {
      key: 'trangthai',
      title: field('trangthai'),
      value: (row) => t(`${key}.states.${row.trangthai}`),
      render: (row) => <Tag color={stateColors[row.trangthai]}>{t(`${key}.states.${row.trangthai}`)}</Tag>,
    },
    dateColumn('createdAt', field('createdAt'), { sortable: true, responsive: ['md'] }),
  ];
}

function useTabs(): FilterSpec {
  const { t } = useI18n();
  return {
    name: 'trangthai',
    label: t(`${key}.fields.trangthai`),
    options: (['NHAP', 'DA_KY', 'PHAT_MOT_PHAN', 'DA_PHAT', 'HUY'] as const).map((value) => ({
      value,
      label: t(`${key}.states.${value}`),
    })),
  };
}

export function PrescriptionsScreen() {
  const location = useLocation();
  if (location.pathname.replace(/\/+$/, '').endsWith('/don-thuoc/moi')) return <OpenFromVisit />;
  return (
    <ResourceScreen<PrescriptionRow>
      resource={prescriptionResource}
      useColumns={useColumns}
      useTabs={useTabs}
      without={['create', 'delete']}
      recordTitle={(record) => String(record.madonthuoc)}
      recordView={(record) => <PrescriptionPage record={record as unknown as PrescriptionRecord} />}
    />
  );
}
