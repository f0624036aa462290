// The price list editor (/admin/bang-gia-dich-vu): every live service's price on one screen, group by group,
// drafts included. With the update flag a price is edited in place and saved on its row, or several at once from
// the bar that counts the pending changes; Excel export under EXPORT, and Excel import with a preview of the
// changes before they apply. Each saved price is in the activity history and on the public site at once.
import { FileExcelOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import {
  MAX_PRICE,
  plainName,
  priceListApi,
  priceListUrls,
  type PriceChange,
  type PriceListRow,
} from '@phongkham/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Result, Space, Table, Tag, Typography } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPrice, localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { buildWorkbook, download, exportFileName } from '../../kit/export';
import { useScreenGrants } from '../../kit/grants';
import kit from '../../kit/kit.module.css';
import { ApiError, fetchData, queryKeys } from '../../kit/query';
import { useUnsavedChanges } from '../../kit/unsaved';
import { PriceImport, useApplyPrices } from './PriceImport';
import styles from './price-list.module.css';
import { exportColumns } from './sheet';
import { useClearable } from '../../kit/selects';

interface Group {
  _id: string;
  name: string;
  hidden: boolean;
  rows: PriceListRow[];
}

/** The rows matching the search (service or group, either language, diacritics ignored), group by group. */
function groupsOf(rows: readonly PriceListRow[], q: string, lang: 'vi' | 'en'): Group[] {
  const needle = plainName(q);
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const texts = [row.tendichvu, row.tendichvu_en, row.nhom.tendanhmuc, row.nhom.tendanhmuc_en];
    if (needle && !texts.some((text) => text && plainName(text).includes(needle))) continue;
    let group = groups.get(row.nhom._id);
    if (!group) {
      group = {
        _id: row.nhom._id,
        name: localized(lang, row.nhom.tendanhmuc, row.nhom.tendanhmuc_en),
        hidden: !row.nhom.hienthi,
        rows: [],
      };
      groups.set(row.nhom._id, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}

export function PriceListScreen() {
  const clearText = useClearable('text');
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.priceList.${key}`, params);
  const can = useScreenGrants(priceListUrls);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const list = useQuery({
    queryKey: queryKeys.lists(priceListApi.list),
    queryFn: () => fetchData<PriceListRow[]>(priceListApi.list),
  });
  const rows = useMemo(() => list.data ?? [], [list.data]);
  const byId = useMemo(() => new Map(rows.map((row) => [row._id, row])), [rows]);
  const groups = useMemo(() => groupsOf(rows, q, lang), [rows, q, lang]);

  /** Prices typed and not saved yet, by service; null while the field is empty. */
  const [edits, setEdits] = useState<ReadonlyMap<string, number | null>>(new Map());
  /** Services whose price someone else changed under a pending edit (a refused save). */
  const [stale, setStale] = useState<ReadonlySet<string>>(new Set());
  /** Saves the chosen rows' typed prices; `which` is the row (or 'all') whose button spins meanwhile. */
  const application = useApplyPrices<{ thaydoi: PriceChange[]; which: string | 'all' }>(({ thaydoi }) =>
    text('saved', { count: thaydoi.length }),
  );
  const saving = application.running?.which ?? null;
  const [exporting, setExporting] = useState(false);
  const unsaved = useUnsavedChanges();
  const pending = [...edits.keys()].filter((id) => byId.has(id));
  const incomplete = pending.some((id) => edits.get(id) === null);
  const { markDirty, markClean } = unsaved;
  useEffect(() => {
    if (pending.length > 0) markDirty();
    else markClean();
  }, [pending.length, markDirty, markClean]);

  const edit = (row: PriceListRow, value: number | null) => {
    setEdits((current) => {
      const next = new Map(current);
      if (value === row.gia) next.delete(row._id);
      else next.set(row._id, value);
      return next;
    });
  };
  const forget = (ids: readonly string[]) => {
    setEdits((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
    setStale((current) => new Set([...current].filter((id) => !ids.includes(id))));
  };
  /** The services as the server now has them, in this list without reading it again. */
  const merge = (changed: readonly PriceListRow[]) => {
    const fresh = new Map(changed.map((row) => [row._id, row]));
    client.setQueryData<PriceListRow[]>(queryKeys.lists(priceListApi.list), (current) =>
      current?.map((row) => fresh.get(row._id) ?? row),
    );
  };

  const save = async (ids: string[], which: string | 'all') => {
    const thaydoi: PriceChange[] = ids.flatMap((id) => {
      const giamoi = edits.get(id);
      const row = byId.get(id);
      return row && giamoi != null && !Number.isNaN(giamoi) ? [{ _id: id, giacu: row.gia, giamoi }] : [];
    });
    if (thaydoi.length === 0) return;
    const outcome = await application.run({ thaydoi, which });
    if (outcome.success) {
      merge(outcome.data);
      forget(thaydoi.map((change) => change._id));
      return;
    }
    // Refused because someone else changed some of these prices (409): mark them and show today's prices.
    const refused = Object.keys(outcome.errors ?? {}).flatMap((field) => {
      const match = /^thaydoi\.(\d+)\.giacu$/.exec(field);
      return match ? [thaydoi[Number(match[1])]!._id] : [];
    });
    if (refused.length > 0) {
      setStale((current) => new Set([...current, ...refused]));
      await list.refetch();
    }
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const title = text('title');
      const listed = groups.flatMap((group) => group.rows);
      download(await buildWorkbook(title, exportColumns(t), listed, lang, t), exportFileName(title));
    } finally {
      setExporting(false);
    }
  };

  const priceCell = (row: PriceListRow) => {
    const name = localized(lang, row.tendichvu, row.tendichvu_en);
    if (!can.update) return <span className={styles.price}>{formatPrice(row.gia)}</span>;
    const typed = edits.get(row._id);
    const changed = typed !== undefined;
    // Nothing typed, or text the field cannot read as whole đồng ("1,5"): kept on screen, never saved.
    const unusable = typed === null || (typed !== undefined && Number.isNaN(typed));
    return (
      <div className={styles.priceEdit}>
        <NumberInput
          kind="money"
          className={styles.priceInput}
          aria-label={text('priceOf', { name })}
          value={changed ? typed : row.gia}
          min={0}
          max={MAX_PRICE}
          suffix="₫"
          status={changed && (unusable || stale.has(row._id)) ? 'error' : changed ? 'warning' : undefined}
          onChange={(value) => edit(row, value)}
          onPressEnter={() => void save([row._id], row._id)}
        />
        {changed && (
          <div className={styles.pendingLine}>
            <Typography.Text type="secondary" className={styles.small}>
              {text('was', { price: formatPrice(row.gia) })}
            </Typography.Text>
            <Space size={4}>
              <Button
                type="primary"
                size="small"
                icon={<SaveOutlined />}
                title={text('saveRow', { name })}
                aria-label={text('saveRow', { name })}
                loading={saving === row._id}
                disabled={unusable}
                onClick={() => void save([row._id], row._id)}
              />
              <Button
                size="small"
                icon={<UndoOutlined />}
                title={text('undoRow', { name })}
                aria-label={text('undoRow', { name })}
                onClick={() => forget([row._id])}
              />
            </Space>
          </div>
        )}
        {changed && stale.has(row._id) && (
          <Typography.Text type="danger" className={styles.small}>
            {text('staleRow', { price: formatPrice(row.gia) })}
          </Typography.Text>
        )}
      </div>
    );
  };

  const columns: ColumnsType<PriceListRow> = [
    {
      key: 'tendichvu',
      title: text('columns.tendichvu'),
      render: (_value, row) => (
        <>
          <div className={styles.name}>
            {row.tendichvu}
            {!row.hienthi && <Tag className={styles.tag}>{text('draft')}</Tag>}
          </div>
          {row.tendichvu_en && (
            <Typography.Text type="secondary" className={styles.small}>
              {row.tendichvu_en}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'donvitinh',
      title: text('columns.donvitinh'),
      width: 120,
      responsive: ['md'],
      render: (_value, row) => localized(lang, row.donvitinh ?? '—', row.donvitinh_en),
    },
    {
      key: 'loai',
      title: text('columns.loai'),
      width: 180,
      responsive: ['lg'],
      render: (_value, row) => text(`kinds.${row.loai}`),
    },
    {
      key: 'updatedAt',
      title: text('columns.updatedAt'),
      width: 170,
      responsive: ['xl'],
      render: (_value, row) => <span className={styles.nowrap}>{formatDateTime(lang, row.updatedAt)}</span>,
    },
    { key: 'gia', title: text('columns.gia'), width: 168, render: (_value, row) => priceCell(row) },
  ];

  const extra = (
    <Space wrap>
      {can.export && (
        <Button
          icon={<FileExcelOutlined />}
          loading={exporting}
          disabled={!list.data}
          onClick={() => void exportList()}
        >
          {t('admin.kit.export')}
        </Button>
      )}
      {can.update && (
        <PriceImport
          onApplied={(changed) => {
            merge(changed);
            forget(changed.map((row) => row._id));
          }}
          onStale={() => void list.refetch()}
        />
      )}
    </Space>
  );

  if (list.isError && !list.data) {
    const local = list.error instanceof ApiError && list.error.local;
    return (
      <Card title={text('title')}>
        <Result
          status="warning"
          title={t('admin.kit.loadFailed')}
          extra={local && <Button onClick={() => void list.refetch()}>{t('admin.kit.retry')}</Button>}
        />
      </Card>
    );
  }

  return (
    <Card title={text('title')} extra={extra} loading={list.isPending}>
      {unsaved.guard}
      <Typography.Paragraph type="secondary">{text(can.update ? 'intro' : 'introReadOnly')}</Typography.Paragraph>
      <div className={kit.toolbar}>
        <Input.Search
          allowClear={clearText}
          className={kit.search}
          value={q}
          placeholder={text('searchPlaceholder')}
          aria-label={t('admin.kit.search')}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value.trim()) next.set('q', event.target.value);
                else next.delete('q');
                return next;
              },
              { replace: true },
            )
          }
        />
      </div>
      {groups.length === 0 && <Empty description={text(q ? 'noMatch' : 'empty')} />}
      {groups.map((group) => (
        <section key={group._id} className={styles.group} aria-labelledby={`price-group-${group._id}`}>
          <h3 id={`price-group-${group._id}`} className={styles.groupTitle}>
            {group.name}
            <Typography.Text type="secondary" className={styles.count}>
              {text('groupCount', { count: group.rows.length })}
            </Typography.Text>
            {group.hidden && <Tag className={styles.tag}>{text('groupHidden')}</Tag>}
          </h3>
          <Table<PriceListRow>
            rowKey="_id"
            size="small"
            columns={columns}
            dataSource={group.rows}
            pagination={false}
            tableLayout="fixed"
            rowClassName={(row) => (edits.has(row._id) ? (styles.pendingRow ?? '') : '')}
          />
        </section>
      ))}
      {can.update && pending.length > 0 && (
        <div className={styles.saveBar} role="region" aria-label={text('pendingRegion')}>
          <span className={styles.pendingText}>{text('pending', { count: pending.length })}</span>
          <Space wrap>
            <Button onClick={() => forget(pending)}>{text('discard')}</Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={saving === 'all'}
              disabled={incomplete}
              onClick={() => void save(pending, 'all')}
            >
              {text('saveAll', { count: pending.length })}
            </Button>
          </Space>
        </div>
      )}
    </Card>
  );
}
