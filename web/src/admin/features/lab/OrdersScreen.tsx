// The lab's and the imaging room's worklists (/admin/xet-nghiem, /admin/chan-doan-hinh-anh) on the module kit: the
// day's order lines (today unless another day is chosen) with one tab per state, updating live; a line's page takes
// it through its steps, enters its result (lab values flagged while they are typed, by the same rule the server
// stores; an imaging report with pictures) and prints the result sheet with the clinic's header.
// The line's page is OrderView.tsx.
import {
  clinicDay,
  ORDER_EVENT,
  orderStates,
  type OrderKind,
  type OrderRecord,
  type OrderRow,
} from '@phongkham/contracts';
import { Space, Tag } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime, type KitColumn } from '../../kit/columns';
import { RECONNECTED, useLiveEvents } from '../../kit/live';
import { useInvalidate } from '../../kit/query';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { OrderView } from './OrderView';
import { orderResources as resources, stateColors, useOrderText } from './orderTexts';

const columnsFor = (kind: OrderKind) =>
  function useColumns(): KitColumn<OrderRow>[] {
    const { lang } = useI18n();
    const text = useOrderText();
    return [
      {
        key: 'createdAt',
        title: text('fields.createdAt'),
        value: (row) => formatDateTime(lang, row.createdAt),
        link: true,
        sortable: true,
        responsive: ['md'],
      },
      {
        key: 'benhnhan',
        title: text('fields.benhnhan'),
        value: (row) => `${row.benhnhan_ma} · ${row.benhnhan_hoten}`,
        link: true,
      },
      { key: 'tendichvu', title: text('fields.tendichvu'), value: (row) => row.tendichvu },
      {
        key: 'phong',
        title: text('fields.phong'),
        value: (row) => `${row.phong_ten} · ${row.sothutu}`,
        responsive: ['lg'],
      },
      {
        key: 'chidinh_hoten',
        title: text('fields.chidinh_hoten'),
        value: (row) => row.chidinh_hoten,
        responsive: ['lg'],
      },
      {
        key: 'trangthai',
        title: text('fields.trangthai'),
        value: (row) => text(`states.${row.trangthai}`),
        render: (row) => (
          <Space size={4} wrap>
            <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>
            {kind === 'XET_NGHIEM' && row.batthuong && <Tag color="red">{text('abnormal')}</Tag>}
          </Space>
        ),
        sortable: true,
      },
    ];
  };

function useStateTabs(): FilterSpec {
  const text = useOrderText();
  return {
    name: 'trangthai',
    label: text('fields.trangthai'),
    options: orderStates.map((state) => ({ value: state, label: text(`states.${state}`) })),
  };
}

/** The clinic's today and the days before it, newest first (YYYY-MM-DD). */
function lastDays(count: number): string[] {
  const today = Date.parse(`${clinicDay()}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - i * 86_400_000).toISOString().slice(0, 10));
}

/** The day filter: today and the six days before it. */
function useDayFilter(): FilterSpec[] {
  const text = useOrderText();
  const { lang } = useI18n();
  const days = lastDays(7);
  return [
    {
      name: 'ngay',
      label: text('fields.ngay'),
      options: days.map((day, i) => ({
        value: day,
        label:
          i === 0
            ? text('today')
            : i === 1
              ? text('yesterday')
              : new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', { timeZone: 'UTC' }).format(
                  new Date(`${day}T00:00:00Z`),
                ),
      })),
    },
  ];
}

function Worklist({ kind }: { kind: OrderKind }) {
  const resource = resources[kind];
  const invalidate = useInvalidate();
  const location = useLocation();
  useLiveEvents([ORDER_EVENT, RECONNECTED], () => void invalidate([resource.api]));
  // The list opens on today's orders; another day stays in the URL like any filter.
  const atList = /\/(xet-nghiem|chan-doan-hinh-anh)\/?$/.test(location.pathname);
  if (atList && !new URLSearchParams(location.search).has('ngay')) {
    const search = new URLSearchParams(location.search);
    search.set('ngay', clinicDay());
    return <Navigate replace to={`${location.pathname}?${search.toString()}`} />;
  }
  return (
    <ResourceScreen<OrderRow>
      resource={resource}
      useColumns={kind === 'XET_NGHIEM' ? useLabColumns : useImagingColumns}
      useTabs={useStateTabs}
      useFilters={useDayFilter}
      without={['create', 'delete']}
      recordTitle={(record) => `${String(record.tendichvu)} · ${String(record.benhnhan_hoten)}`}
      recordView={(record) => <OrderView record={record as unknown as OrderRecord} kind={kind} />}
    />
  );
}

const useLabColumns = columnsFor('XET_NGHIEM');
const useImagingColumns = columnsFor('CHAN_DOAN_HINH_ANH');

export function LabTestsScreen() {
  return <Worklist kind="XET_NGHIEM" />;
}

export function ImagingScreen() {
  return <Worklist kind="CHAN_DOAN_HINH_ANH" />;
}
