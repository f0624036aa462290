// The lab's and the imaging room's worklists (/admin/xet-nghiem, /admin/chan-doan-hinh-anh) on the module kit: the
// day's order lines (today unless another day is chosen) with one tab per state, updating live; a line's page takes
// it through its steps, enters its result (lab values flagged while they are typed, by the same rule the server
// stores; an imaging report with pictures) and prints the result sheet with the clinic's header.
import {
  ageInYears,
  clinicDay,
  imagingOrderResource,
  isAbnormal,
  labFlag,
  labOrderResource,
  orderMoves,
  ORDER_EVENT,
  orderStates,
  type LabFlag,
  type OrderAction,
  type OrderKind,
  type OrderRecord,
  type OrderRow,
} from '@phongkham/contracts';
import { PrinterOutlined, UploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions, Input, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { formatNumber, formatRange } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { formatDateTime, type KitColumn } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { RECONNECTED, useLiveEvents } from '../../kit/live';
import { useInvalidate, useRecordAction } from '../../kit/query';
import { flagColors } from '../../kit/VisitOrders';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { isNumberReadable, NumberInput } from '../../kit/NumberInput';
import { looksLikeImage, uploadImage } from '../../kit/upload';
import styles from './Lab.module.css';
import { ResultSheet } from './ResultSheet';

const resources = { XET_NGHIEM: labOrderResource, CHAN_DOAN_HINH_ANH: imagingOrderResource } as const;
const stateColors: Record<string, string> = {
  CHI_DINH: 'blue',
  DA_THUC_HIEN: 'orange',
  CO_KET_QUA: 'purple',
  DA_DUYET: 'green',
  HUY: 'default',
};
/** The words of the order pages (shared by both kinds: admin.resources.labTests.*). */
export function useOrderText() {
  const { t } = useI18n();
  return (name: string, params?: Record<string, string | number>) => t(`admin.resources.labTests.${name}`, params);
}

function FlagTag({ flag }: { flag: LabFlag | null | undefined }) {
  const text = useOrderText();
  if (!flag) return null;
  return <Tag color={flagColors[flag]}>{text(`flags.${flag}`)}</Tag>;
}

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

type Values = Record<string, number | null>;

function LabEntry({ record, onSaved }: { record: OrderRecord; onSaved: () => void }) {
  const text = useOrderText();
  const { lang } = useI18n();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(record.chiso.map((entry) => [entry.chiso_id, entry.giatri])),
  );
  const [ketluan, setKetluan] = useState(record.ketluan ?? '');
  const [busy, setBusy] = useState(false);
  const readable = Object.values(values).every(isNumberReadable);
  const save = async () => {
    setBusy(true);
    const outcome = await adminApi.send('PUT', `${labOrderResource.api}/${record._id}/ketqua`, {
      giatri: record.chiso.map((entry) => ({ chiso_id: entry.chiso_id, giatri: values[entry.chiso_id] ?? null })),
      ketluan: ketluan || null,
    });
    setBusy(false);
    if (outcome.success) onSaved();
  };
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="chiso_id"
        dataSource={record.chiso}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: text('fields.chiso'), render: (_, entry) => (lang === 'en' && entry.ten_en) || entry.ten },
          {
            title: text('fields.giatri'),
            render: (_, entry) => (
              <NumberInput
                aria-label={entry.ten}
                className={styles.valueInput}
                value={values[entry.chiso_id] ?? null}
                onChange={(value) => setValues({ ...values, [entry.chiso_id]: value })}
              />
            ),
          },
          {
            title: text('fields.co'),
            render: (_, entry) => {
              const value = values[entry.chiso_id];
              return <FlagTag flag={value == null || Number.isNaN(value) ? null : labFlag(value, entry.khoang)} />;
            },
          },
          { title: text('fields.donvi'), dataIndex: 'donvi' },
          {
            title: text('fields.khoang'),
            render: (_, entry) => formatRange(lang, entry.khoang?.thap, entry.khoang?.cao),
          },
        ]}
      />
      <Typography.Text strong className={styles.label}>
        {text('fields.ghichu')}
      </Typography.Text>
      <Input.TextArea rows={2} maxLength={2000} value={ketluan} onChange={(event) => setKetluan(event.target.value)} />
      {/* A value the field cannot read is never sent: JSON would carry it as null, clearing the result. */}
      {!readable && <Typography.Text type="danger">{text('unreadableValue')}</Typography.Text>}
      <Button type="primary" loading={busy} disabled={!readable} onClick={() => void save()} className={styles.save}>
        {text('saveResult')}
      </Button>
    </>
  );
}

function ImagingEntry({ record, onSaved }: { record: OrderRecord; onSaved: () => void }) {
  const text = useOrderText();
  const { message } = App.useApp();
  const [mota, setMota] = useState(record.mota ?? '');
  const [ketluan, setKetluan] = useState(record.ketluan ?? '');
  const [pictures, setPictures] = useState(record.hinhanh);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = async (file: File) => {
    if (!looksLikeImage(file)) return void message.error(text('notAnImage'));
    const outcome = await uploadImage(file, 'ketqua');
    if (outcome.success) setPictures((list) => [...list, { _id: outcome.data._id, url: outcome.data.url }]);
    else void message.error(outcome.message);
  };
  const save = async () => {
    setBusy(true);
    const outcome = await adminApi.send('PUT', `${imagingOrderResource.api}/${record._id}/ketqua`, {
      mota: mota || null,
      ketluan,
      hinhanh_ids: pictures.map((picture) => picture._id),
    });
    setBusy(false);
    if (outcome.success) onSaved();
    else setErrors(outcome.errors ?? {});
  };
  return (
    <div className={styles.report}>
      <label className={styles.label} htmlFor="mota">
        {text('fields.mota')}
      </label>
      <Input.TextArea id="mota" rows={5} maxLength={10_000} value={mota} onChange={(e) => setMota(e.target.value)} />
      <label className={styles.label} htmlFor="ketluan">
        {text('fields.ketluan')}
      </label>
      <Input.TextArea
        id="ketluan"
        rows={2}
        maxLength={2000}
        status={errors.ketluan ? 'error' : undefined}
        value={ketluan}
        onChange={(e) => setKetluan(e.target.value)}
      />
      {errors.ketluan && <Typography.Text type="danger">{errors.ketluan}</Typography.Text>}
      <Pictures pictures={pictures} onRemove={(id) => setPictures(pictures.filter((p) => p._id !== id))} />
      <Space wrap className={styles.save}>
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{text('addPicture')}</Button>
        </Upload>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {text('saveResult')}
        </Button>
      </Space>
    </div>
  );
}

function Pictures({ pictures, onRemove }: { pictures: OrderRecord['hinhanh']; onRemove?: (id: string) => void }) {
  const text = useOrderText();
  if (pictures.length === 0) return null;
  return (
    <div className={styles.pictures}>
      {pictures.map((picture, i) => (
        <figure key={picture._id} className={styles.picture}>
          <img src={picture.url} alt={text('pictureAlt', { n: i + 1 })} />
          {onRemove && (
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={text('removePicture')}
              onClick={() => onRemove(picture._id)}
            />
          )}
        </figure>
      ))}
    </div>
  );
}

/** The result as it stands, read-only (verified, or for a reader without the update grant). */
function ResultView({ record }: { record: OrderRecord }) {
  const text = useOrderText();
  const { lang } = useI18n();
  if (record.loai === 'XET_NGHIEM') {
    return (
      <Table
        size="small"
        pagination={false}
        rowKey="chiso_id"
        dataSource={record.chiso}
        scroll={{ x: 'max-content' }}
        rowClassName={(entry) => (isAbnormal(entry.co) ? styles.abnormalRow! : '')}
        columns={[
          { title: text('fields.chiso'), render: (_, entry) => (lang === 'en' && entry.ten_en) || entry.ten },
          {
            title: text('fields.giatri'),
            render: (_, entry) => formatNumber(lang, entry.giatri, { decimals: 6 }) || '—',
          },
          { title: text('fields.co'), render: (_, entry) => <FlagTag flag={entry.co} /> },
          { title: text('fields.donvi'), dataIndex: 'donvi' },
          {
            title: text('fields.khoang'),
            render: (_, entry) => formatRange(lang, entry.khoang?.thap, entry.khoang?.cao),
          },
        ]}
      />
    );
  }
  return (
    <div className={styles.report}>
      <Typography.Text strong>{text('fields.mota')}</Typography.Text>
      <Typography.Paragraph className={styles.prewrap}>{record.mota || '—'}</Typography.Paragraph>
      <Typography.Text strong>{text('fields.ketluan')}</Typography.Text>
      <Typography.Paragraph className={styles.prewrap}>{record.ketluan || '—'}</Typography.Paragraph>
      <Pictures pictures={record.hinhanh} />
    </div>
  );
}

const offered: OrderAction[] = ['THUC_HIEN', 'DUYET', 'HUY'];

function OrderView({ record, kind }: { record: OrderRecord; kind: OrderKind }) {
  const text = useOrderText();
  const { lang, t } = useI18n();
  const resource = resources[kind];
  const grants = useScreenGrants(resource.urls);
  const invalidate = useInvalidate();
  const { busy, run } = useRecordAction([resource.api]);
  const [printing, setPrinting] = useState(false);
  const refresh = () => void invalidate([resource.api]);
  const act = (action: OrderAction) => run(action, `${resource.api}/${record._id}/trangthai`, { hanhdong: action });
  const age = ageInYears(record.benhnhan_ngaysinh, record.ngay);
  const editing = grants.update && orderMoves.KET_QUA.from.includes(record.trangthai);
  const hasResult = record.trangthai === 'CO_KET_QUA' || record.trangthai === 'DA_DUYET';
  return (
    <Space orientation="vertical" size="middle" className={styles.record}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={text('fields.benhnhan')}>
          {record.benhnhan_ma} · {record.benhnhan_hoten}
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.gioitinhTuoi')}>
          {[
            record.benhnhan_gioitinh ? t(`admin.resources.labCatalogue.sexes.${record.benhnhan_gioitinh}`) : null,
            age != null ? text('age', { age }) : null,
          ]
            .filter(Boolean)
            .join(', ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.tendichvu')}>{record.tendichvu}</Descriptions.Item>
        <Descriptions.Item label={text('fields.trangthai')}>
          <Tag color={stateColors[record.trangthai]}>{text(`states.${record.trangthai}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.phong')}>
          {record.phong_ten} · {record.sothutu}
        </Descriptions.Item>
        <Descriptions.Item label={text('fields.chidinh_hoten')}>
          {record.chidinh_hoten ?? '—'} · {formatDateTime(lang, record.createdAt)}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        {grants.update &&
          offered
            .filter((action) => orderMoves[action].from.includes(record.trangthai))
            .map((action) => (
              <Button
                key={action}
                type={action === 'HUY' ? 'default' : 'primary'}
                danger={action === 'HUY'}
                loading={busy === action}
                onClick={() => void act(action)}
              >
                {text(`actions.${action}`)}
              </Button>
            ))}
        {grants.print && hasResult && (
          <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
            {text('printSheet')}
          </Button>
        )}
      </Space>
      <Card size="small" title={text('result')}>
        {editing ? (
          kind === 'XET_NGHIEM' ? (
            <LabEntry key={record.updatedAt} record={record} onSaved={refresh} />
          ) : (
            <ImagingEntry key={record.updatedAt} record={record} onSaved={refresh} />
          )
        ) : (
          <ResultView record={record} />
        )}
      </Card>
      {printing && <ResultSheet record={record} onClose={() => setPrinting(false)} />}
    </Space>
  );
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
