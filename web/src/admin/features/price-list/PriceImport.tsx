// Prices from an Excel file: the editor picks a file (the export's layout), the browser reads it, the server compares
// it with the prices in force, and a preview shows each row's old and new price and what is wrong with it. Nothing
// changes until the editor applies; prices changed meanwhile by someone else are compared again first.
import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import {
  MAX_PRICE_ROWS,
  priceListApi,
  type PriceChange,
  type PriceListRow,
  type PricePreview,
  type PricePreviewRow,
  type PriceRowState,
} from '@phongkham/contracts';
import { Alert, App, Button, Modal, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { LONG_REQUEST_TIMEOUT_MS } from '../../../shared/api/client';
import { formatPrice, localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths } from '../../../shared/paths';
import { useResourceMutation } from '../../kit/mutation';
import { useMediaQuery } from '../../shared/useMediaQuery';
import styles from './price-list.module.css';
import { PriceFileError, readPriceFile, type PriceFile } from './sheet';

const stateColors: Record<PriceRowState, string> = { thaydoi: 'blue', khongdoi: 'default', loi: 'red' };
type Shown = PriceRowState | 'all';

interface Loaded extends PriceFile {
  name: string;
  preview: PricePreview;
  /** The preview was made again after prices changed under it. */
  rechecked: boolean;
}

/**
 * Applies price changes, each with the price it replaces (a service someone else changed meanwhile is refused, 409):
 * the answer is the changed services; what the service screens read of them goes stale.
 */
export function useApplyPrices<TVars extends { thaydoi: PriceChange[] }>(success: (vars: TVars) => string) {
  return useResourceMutation<PriceListRow[], TVars>({
    request: ({ thaydoi }) => ({
      method: 'PUT',
      path: priceListApi.apply,
      body: { thaydoi },
      options: { timeoutMs: LONG_REQUEST_TIMEOUT_MS },
    }),
    invalidates: [apiPaths.services, apiPaths.serviceGroups],
    success: (_rows, vars) => success(vars),
  });
}

/** A file's bytes; older engines (and the test DOM) may lack Blob.arrayBuffer. */
function bytesOf(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

export interface PriceImportProps {
  /** After the changes were applied (the list reads again), with the services as they are now. */
  onApplied: (changed: PriceListRow[]) => void;
  /** Prices changed under the preview: the list should read them again. */
  onStale: () => void;
}

export function PriceImport({ onApplied, onStale }: PriceImportProps) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.priceList.import.${key}`, params);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  // The file's rows compared with today's prices: a preview, which stores nothing.
  const comparison = useResourceMutation<PricePreview, PriceFile['rows']>({
    request: (rows) => ({
      method: 'POST',
      path: priceListApi.preview,
      body: rows,
      options: { timeoutMs: LONG_REQUEST_TIMEOUT_MS },
    }),
    invalidates: [],
  });
  const application = useApplyPrices<{ thaydoi: PriceChange[] }>(({ thaydoi }) =>
    text('applied', { count: thaydoi.length }),
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [shown, setShown] = useState<Shown>('all');
  const compact = useMediaQuery('(max-width: 575.98px)');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const parsed = await readPriceFile(await bytesOf(file));
      const outcome = await comparison.run(parsed.rows);
      if (!outcome.success) return;
      setShown('all');
      setLoaded({ ...parsed, name: file.name, preview: outcome.data, rechecked: false });
    } catch (error) {
      if (!(error instanceof PriceFileError)) throw error;
      void message.error(text(error.key, { count: error.count, max: MAX_PRICE_ROWS }));
    } finally {
      setReading(false);
      // The same file may be chosen again after it was edited.
      if (input.current) input.current.value = '';
    }
  };

  const close = () => setLoaded(null);

  const apply = async () => {
    if (!loaded) return;
    const thaydoi: PriceChange[] = loaded.preview.dong
      .filter((row) => row.trangthai === 'thaydoi' && row.dichvu && row.giacu !== null && row.giamoi !== null)
      .map((row) => ({ _id: row.dichvu!._id, giacu: row.giacu!, giamoi: row.giamoi! }));
    const outcome = await application.run({ thaydoi });
    if (outcome.success) {
      close();
      onApplied(outcome.data);
      return;
    }
    // Someone changed some of these prices since the preview (409): compare the file with today's prices again.
    if (Object.keys(outcome.errors ?? {}).some((field) => field.endsWith('.giacu'))) {
      onStale();
      const again = await comparison.run(loaded.rows);
      if (again.success) setLoaded({ ...loaded, preview: again.data, rechecked: true });
    }
  };

  const preview = loaded?.preview;
  const counts: Record<Shown, number> = {
    all: preview?.dong.length ?? 0,
    thaydoi: preview?.sothaydoi ?? 0,
    loi: preview?.soloi ?? 0,
    khongdoi: preview?.sokhongdoi ?? 0,
  };
  const rows = preview?.dong.filter((row) => shown === 'all' || row.trangthai === shown) ?? [];

  const service = (row: PricePreviewRow) =>
    row.dichvu ? (
      <>
        <div>{localized(lang, row.dichvu.tendichvu, row.dichvu.tendichvu_en)}</div>
        <Typography.Text type="secondary" className={styles.small}>
          {localized(lang, row.dichvu.tendanhmuc, row.dichvu.tendanhmuc_en)}
        </Typography.Text>
      </>
    ) : (
      <div>{row.ten ?? '—'}</div>
    );
  const prices = (row: PricePreviewRow) => (
    <span className={styles.nowrap}>
      {row.giacu === null ? '—' : formatPrice(row.giacu)}
      {' → '}
      {row.giamoi === null ? (
        '—'
      ) : row.trangthai === 'thaydoi' ? (
        <strong>{formatPrice(row.giamoi)}</strong>
      ) : (
        formatPrice(row.giamoi)
      )}
    </span>
  );
  const result = (row: PricePreviewRow) => (
    <>
      <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>
      {row.loi.length > 0 && (
        <ul className={styles.problems}>
          {row.loi.map((key) => (
            <li key={key}>
              <Typography.Text type="danger">{t(key)}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
  const line: ColumnsType<PricePreviewRow>[number] = {
    key: 'line',
    title: text('columns.row'),
    width: compact ? 56 : 64,
    render: (_value, row) => loaded?.lines[row.vitri] ?? row.vitri + 1,
  };
  // A phone has no room for four columns: the row's service, prices and result stack in one cell.
  const columns: ColumnsType<PricePreviewRow> = compact
    ? [
        line,
        {
          key: 'service',
          title: text('columns.service'),
          render: (_value, row) => (
            <div className={styles.stack}>
              {service(row)}
              {prices(row)}
              <div>{result(row)}</div>
            </div>
          ),
        },
      ]
    : [
        line,
        { key: 'service', title: text('columns.service'), render: (_value, row) => service(row) },
        { key: 'price', title: text('columns.price'), render: (_value, row) => prices(row) },
        { key: 'state', title: text('columns.state'), render: (_value, row) => result(row) },
      ];

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={text('fileLabel')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button icon={<UploadOutlined />} loading={reading} onClick={() => input.current?.click()}>
        {text('button')}
      </Button>
      {loaded && (
        <Modal
          open
          title={
            <span className={styles.modalTitle}>
              <FileExcelOutlined /> {text('title', { file: loaded.name })}
            </span>
          }
          width={960}
          onCancel={close}
          styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } }}
          footer={[
            <Button key="cancel" onClick={close}>
              {text('cancel')}
            </Button>,
            <Button
              key="apply"
              type="primary"
              loading={application.busy || comparison.busy}
              disabled={counts.thaydoi === 0}
              onClick={() => void apply()}
            >
              {text('apply', { count: counts.thaydoi })}
            </Button>,
          ]}
        >
          {loaded.rechecked && <Alert className={styles.notice} type="warning" showIcon title={text('rechecked')} />}
          <Typography.Paragraph>
            {text('summary', { changed: counts.thaydoi, same: counts.khongdoi, problems: counts.loi })}
            {counts.loi > 0 && ` ${text('problemsSkipped')}`}
            {counts.thaydoi === 0 && ` ${text('nothing')}`}
          </Typography.Paragraph>
          <Segmented<Shown>
            className={`${styles.notice} ${styles.filter}`}
            value={shown}
            onChange={setShown}
            options={(['all', 'thaydoi', 'loi', 'khongdoi'] as const).map((value) => ({
              value,
              label: `${text(`show.${value}`)} (${counts[value]})`,
            }))}
          />
          <Table<PricePreviewRow>
            rowKey="vitri"
            size="small"
            columns={columns}
            dataSource={rows}
            rowClassName={(row) => (row.trangthai === 'loi' ? (styles.problemRow ?? '') : '')}
            scroll={compact ? undefined : { x: 'max-content' }}
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          />
        </Modal>
      )}
    </>
  );
}
