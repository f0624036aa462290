// Member registrations (/admin/dang-ky-thanh-vien, /:id) on the module kit: a clinic's registrants with the promotion
// code each received and whether it was used, searched by name, phone, e-mail or code (diacritics ignored), filtered
// by code state and days, exported and printed as listed. Read-only; a record offers to mark its code used.
import {
  memberRegistrationResource,
  promotionCodeStates,
  type MemberRegistrationRecord as MemberRecord,
  type MemberRegistrationRow,
} from '@phongkham/contracts';
import { Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { asDate, dateColumn, type KitColumn } from '../../kit/columns';
import type { DayRangeSpec } from '../../kit/DayRangeFilter';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { codeUse, registrationText as text } from './codeUse';
import { MemberRegistrationRecord } from './MemberRegistrationRecord';

function useColumns(): KitColumn<MemberRegistrationRow>[] {
  const { t } = useI18n();
  const field = (name: string) => text(t, `fields.${name}`);
  return [
    dateColumn('createdAt', field('createdAt'), { link: true }),
    { key: 'hoten', title: field('hoten'), value: (row) => row.hoten, sortable: true, link: true },
    {
      key: 'dienthoai',
      title: field('dienthoai'),
      value: (row) => row.dienthoai,
      render: (row) => <a href={`tel:${row.dienthoai}`}>{row.dienthoai}</a>,
    },
    { key: 'email', title: field('email'), value: (row) => row.email, responsive: ['lg'] },
    {
      key: 'makhuyenmai',
      title: field('makhuyenmai'),
      value: (row) => row.makhuyenmai,
      render: (row) =>
        row.makhuyenmai ? (
          <Typography.Text code copyable={{ text: row.makhuyenmai }}>
            {row.makhuyenmai}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'khuyenmai',
      title: field('khuyenmai'),
      value: (row) => codeUse(row, t).label,
      render: (row) => {
        const use = codeUse(row, t);
        return row.makhuyenmai ? <Tag color={use.color}>{use.label}</Tag> : null;
      },
      responsive: ['sm'],
    },
    {
      key: 'khuyenmai_dadung_luc',
      title: field('khuyenmai_dadung_luc'),
      value: (row) => asDate(row.khuyenmai_dadung_luc),
      responsive: ['xl'],
    },
    {
      key: 'khuyenmai_dadung_boi',
      title: field('khuyenmai_dadung_boi'),
      value: (row) => row.khuyenmai_dadung_boi?.hoten ?? null,
      responsive: ['xl'],
    },
  ];
}

function useFilters(): (FilterSpec | DayRangeSpec)[] {
  const { t } = useI18n();
  return [
    {
      name: 'khuyenmai',
      label: text(t, 'fields.khuyenmai'),
      options: promotionCodeStates.map((state) => ({ value: state, label: text(t, `codeStates.${state}`) })),
    },
    { kind: 'dayRange', from: 'tungay', to: 'denngay', label: text(t, 'fields.ngay') },
  ];
}

export function MemberRegistrationsScreen() {
  const { t } = useI18n();
  return (
    <ResourceScreen<MemberRegistrationRow, MemberRecord>
      resource={memberRegistrationResource}
      useColumns={useColumns}
      useFilters={useFilters}
      recordTitle={(record) => text(t, 'recordTitle', { hoten: record.hoten })}
      recordView={(record) => <MemberRegistrationRecord record={record} />}
    />
  );
}
