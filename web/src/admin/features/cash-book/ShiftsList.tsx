// Every cashier's shifts for the manager (/admin/so-quy/ca): who, when opened and closed, the float, the expected
// and counted cash and the difference, by state and cashier; a shift opens on its report. A closed shift is read
// only; an open one (a cashier gone home) may be closed here by whoever holds the update grant, as the server allows.
import { shiftResource, shiftStates, type ShiftRecord, type ShiftRow } from '@phongkham/contracts';
import { LockOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime, type KitColumn } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { queryKeys } from '../../kit/query';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { CloseShiftDialog } from './CloseShiftDialog';
import { ShiftReport } from './ShiftReport';
import { money, signedMoney, useCashText } from './texts';
import { ZReportSheet } from './ZReportSheet';

function useColumns(): KitColumn<ShiftRow>[] {
  const text = useCashText();
  const { lang } = useI18n();
  const amount = (
    key: 'tiendauca' | 'tienmatdukien' | 'tienmatthucte',
    responsive?: KitColumn<ShiftRow>['responsive'],
  ) => ({
    key,
    title: text(`fields.${key}`),
    value: (row: ShiftRow) => row[key],
    render: (row: ShiftRow) => (row[key] == null ? '—' : money(row[key])),
    numFmt: '#,##0',
    responsive,
  });
  return [
    { key: 'nhanvien_hoten', title: text('fields.nhanvien_hoten'), value: (row) => row.nhanvien_hoten, link: true },
    {
      key: 'mo_luc',
      title: text('fields.mo_luc'),
      value: (row) => new Date(row.mo_luc),
      render: (row) => formatDateTime(lang, row.mo_luc),
      sortable: true,
    },
    {
      key: 'dong_luc',
      title: text('fields.dong_luc'),
      value: (row) => (row.dong_luc ? new Date(row.dong_luc) : null),
      render: (row) => (row.dong_luc ? formatDateTime(lang, row.dong_luc) : '—'),
      sortable: true,
      responsive: ['md'],
    },
    {
      key: 'trangthai',
      title: text('fields.trangthai'),
      value: (row) => text(`states.${row.trangthai}`),
      render: (row) => <Tag color={row.trangthai === 'MO' ? 'blue' : 'default'}>{text(`states.${row.trangthai}`)}</Tag>,
    },
    amount('tiendauca', ['lg']),
    amount('tienmatdukien', ['lg']),
    amount('tienmatthucte', ['lg']),
    {
      key: 'chenhlech',
      title: text('fields.chenhlech'),
      value: (row) => row.chenhlech,
      render: (row) =>
        row.chenhlech == null ? (
          '—'
        ) : (
          <span style={{ color: row.chenhlech === 0 ? undefined : row.chenhlech < 0 ? '#cf1322' : '#d46b08' }}>
            {signedMoney(row.chenhlech)}
          </span>
        ),
      numFmt: '#,##0',
      sortable: true,
    },
  ];
}

function useStateTabs(): FilterSpec {
  const text = useCashText();
  return {
    name: 'trangthai',
    label: text('fields.trangthai'),
    options: shiftStates.map((state) => ({ value: state, label: text(`states.${state}`) })),
  };
}

/** A shift's page: its report, printable; an open shift's close for whoever may close it. */
function ShiftPage({ shift }: { shift: ShiftRecord }) {
  const text = useCashText();
  const can = useScreenGrants(shiftResource.urls);
  const client = useQueryClient();
  const [printing, setPrinting] = useState(false);
  const [closing, setClosing] = useState(false);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
          {text(shift.baocao === 'Z' ? 'z.print' : 'x.print')}
        </Button>
        {shift.trangthai === 'MO' && can.update && (
          <Button danger icon={<LockOutlined />} onClick={() => setClosing(true)}>
            {text('x.close')}
          </Button>
        )}
      </Space>
      <div style={{ maxWidth: 640 }}>
        <ShiftReport shift={shift} />
      </div>
      {printing && <ZReportSheet shift={shift} onClose={() => setPrinting(false)} />}
      {closing && (
        <CloseShiftDialog
          shift={shift}
          onClose={() => setClosing(false)}
          onClosed={(z) => {
            setClosing(false);
            client.setQueryData(queryKeys.record(shiftResource.api, shift._id), z);
          }}
        />
      )}
    </>
  );
}

export function ShiftsList() {
  const text = useCashText();
  return (
    <ResourceScreen<ShiftRow, ShiftRecord>
      resource={shiftResource}
      useColumns={useColumns}
      useTabs={useStateTabs}
      without={['create', 'delete']}
      recordTitle={(shift) => text('shiftOf', { name: shift.nhanvien_hoten })}
      recordView={(shift) => <ShiftPage shift={shift} />}
    />
  );
}
