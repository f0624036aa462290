// The requests inbox (/admin/yeu-cau, /:id) on the module kit: the bookings and consultation requests visitors send
// from the site, with their type, name, phone (a tel: link to call at once), time, status, assignee and the doctor
// chosen; filterable by type, status, days and (for the owner) clinic, searchable by name or phone. The list loads
// again by itself when a request arrives or changes (live events). A request's page works it through
// (RequestRecord).
import {
  clinicResource,
  requestResource,
  requestStatuses,
  requestTypes,
  type RequestRecord as RequestRecordData,
  type RequestRow,
} from '@phongkham/contracts';
import { Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { Translate } from '../../../shared/i18n/translator';
import { useStaff } from '../../session';
import { dateColumn, type KitColumn } from '../../kit/columns';
import type { DayRangeSpec } from '../../kit/DayRangeFilter';
import { useLiveEvents } from '../../kit/live';
import { useAllRows, useInvalidate } from '../../kit/query';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { PhoneLink, statusColors } from './parts';
import { RequestRecord } from './RequestRecord';

/** The live events that change what the inbox shows. */
export const requestEvents = ['yeucau.moi', 'yeucau.capnhat', 'reconnected'] as const;

const text = (t: Translate, key: string, params?: Record<string, string | number>) =>
  t(`admin.resources.requests.${key}`, params);

function useColumns(): KitColumn<RequestRow>[] {
  const { t } = useI18n();
  const field = (name: string) => text(t, `fields.${name}`);
  const status = (row: RequestRow) => text(t, `statuses.${row.trangthai}`);
  return [
    { key: 'hoten', title: field('hoten'), value: (row) => row.hoten, link: true, sortable: true },
    {
      key: 'dienthoai',
      title: field('dienthoai'),
      value: (row) => row.dienthoai,
      render: (row) => <PhoneLink phone={row.dienthoai} />,
    },
    {
      key: 'loaiyeucau',
      title: field('loaiyeucau'),
      value: (row) => text(t, `types.${row.loaiyeucau}`),
      responsive: ['sm'],
    },
    {
      key: 'trangthai',
      title: field('trangthai'),
      value: status,
      sortable: true,
      render: (row) => (
        <>
          <Tag color={statusColors[row.trangthai]}>{status(row)}</Tag>
          {row.solanlap > 0 && (
            <Typography.Text type="secondary">{text(t, 'repeats', { count: row.solanlap })}</Typography.Text>
          )}
        </>
      ),
    },
    dateColumn('createdAt', field('createdAt'), { responsive: ['md'] }),
    {
      key: 'nguoiphutrach',
      title: field('nguoiphutrach'),
      value: (row) => row.nguoiphutrach,
      responsive: ['lg'],
    },
    { key: 'bacsi', title: field('bacsi'), value: (row) => row.bacsi, responsive: ['xl'] },
  ];
}

function useFilters(): (FilterSpec | DayRangeSpec)[] {
  const { t } = useI18n();
  // Only the installation's owner sees several clinics' requests, so only they choose one.
  const owner = useStaff().vaitro.ma === 'ADMINISTRATOR';
  const clinics = useAllRows<{ _id: string; ten: string }>(clinicResource.api, {}, owner);
  return [
    {
      name: 'loaiyeucau',
      label: text(t, 'fields.loaiyeucau'),
      options: requestTypes.map((value) => ({ value, label: text(t, `types.${value}`) })),
    },
    {
      name: 'trangthai',
      label: text(t, 'fields.trangthai'),
      options: requestStatuses.map((value) => ({ value, label: text(t, `statuses.${value}`) })),
    },
    { kind: 'dayRange', from: 'tungay', to: 'denngay', label: text(t, 'fields.ngay') },
    ...(owner
      ? [
          {
            name: 'phongkham_id',
            label: text(t, 'fields.phongkham_id'),
            loading: clinics.isPending,
            options: (clinics.data ?? []).map((clinic) => ({ value: clinic._id, label: clinic.ten })),
          },
        ]
      : []),
  ];
}

export function RequestsScreen() {
  const { t } = useI18n();
  const invalidate = useInvalidate();
  // A request arrives or changes elsewhere: the list (and an open record) load again.
  useLiveEvents(requestEvents, () => void invalidate([requestResource.api]));
  return (
    <ResourceScreen<RequestRow, RequestRecordData>
      resource={requestResource}
      useColumns={useColumns}
      useFilters={useFilters}
      recordTitle={(record) => text(t, 'recordTitle', { name: record.hoten })}
      recordView={(record) => <RequestRecord request={record} />}
    />
  );
}
