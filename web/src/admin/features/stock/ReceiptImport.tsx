// The lines of a goods receipt from Excel: the template to download (receiptSheet.ts), and a filled file sent to the
// server, which reads it with the catalogue and the contract's line rules and writes nothing
// (POST /api/kho/phieunhap/excel). A window lists every row by its sheet row number, usable or with what is wrong with
// it; the usable rows fill the form's lines, where they can still be corrected before the receipt is issued.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ReceiptImportAnswer } from '@phongkham/contracts';
import { App, Button, Modal, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { download } from '../../kit/export';
import { postFile } from '../../kit/upload';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { buildTemplate, type CatalogueDrug, type FormLine } from './receiptSheet';
import { useStockText } from './texts';
import { stockApi } from './wire';
import styles from './Stock.module.css';

type ImportRow = ReceiptImportAnswer['dong'][number];

/** A usable row as a form line: smallest units, prices per smallest unit. */
export const lineOf = (row: ImportRow): FormLine => ({
  thuoc_id: row.thuoc_id ?? undefined,
  solo: row.solo ?? undefined,
  handung: row.handung ?? undefined,
  soluong: row.soluong,
  donvi: '',
  gianhap: row.gianhap,
  giaban: row.giaban,
});

export function ReceiptImport({
  drugs,
  store,
  onLines,
}: {
  drugs: readonly CatalogueDrug[];
  store?: string;
  onLines: (lines: FormLine[]) => void;
}) {
  const text = useStockText();
  const { t } = useI18n();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'template' | 'file' | null>(null);
  const [read, setRead] = useState<{ name: string; rows: ImportRow[] } | null>(null);
  const compact = useMediaQuery('(max-width: 575.98px)');

  const template = async () => {
    setBusy('template');
    try {
      download(await buildTemplate(t, drugs), `${text('sheet.file')}.xlsx`);
    } finally {
      setBusy(null);
    }
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy('file');
    try {
      const outcome = await postFile<ReceiptImportAnswer>(stockApi.receiptExcel, file, store ? { kho_id: store } : {});
      if (outcome.success) setRead({ name: file.name, rows: outcome.data.dong });
      else void message.error(outcome.message);
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };
  const usable = read?.rows.filter((row) => row.loi.length === 0 && row.thuoc_id) ?? [];
  const fill = () => {
    onLines(usable.map(lineOf));
    void message.success(text('import.filled', { count: usable.length }));
    setRead(null);
  };
  const result = (row: ImportRow) =>
    row.loi.length ? (
      <ul className={styles.problems}>
        {row.loi.map((problem) => (
          <li key={problem}>
            <Typography.Text type="danger">{problem}</Typography.Text>
          </li>
        ))}
      </ul>
    ) : (
      <Tag color="green">{text('import.ok')}</Tag>
    );
  return (
    <>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={busy === 'template'} onClick={() => void template()}>
          {text('import.template')}
        </Button>
        <Button icon={<UploadOutlined />} loading={busy === 'file'} onClick={() => input.current?.click()}>
          {text('import.button')}
        </Button>
      </Space>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        aria-label={text('import.fileLabel')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {read && (
        <Modal
          open
          width={760}
          title={text('import.title', { file: read.name })}
          onCancel={() => setRead(null)}
          styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } }}
          footer={[
            <Button key="cancel" onClick={() => setRead(null)}>
              {t('admin.kit.cancel')}
            </Button>,
            <Button key="fill" type="primary" disabled={!usable.length} onClick={fill}>
              {text('import.fill', { count: usable.length })}
            </Button>,
          ]}
        >
          <Typography.Paragraph>
            {text('import.summary', { ok: usable.length, bad: read.rows.length - usable.length })}
          </Typography.Paragraph>
          <Table<ImportRow>
            size="small"
            rowKey="dong"
            pagination={false}
            dataSource={read.rows}
            rowClassName={(row) => (row.loi.length ? (styles.badRow ?? '') : '')}
            columns={[
              { key: 'line', title: text('import.row'), width: 56, render: (_value, row) => row.dong },
              ...(compact
                ? [
                    {
                      key: 'all',
                      title: text('fields.thuoc'),
                      render: (_value: unknown, row: ImportRow) => (
                        <>
                          <div>{row.ten ?? '—'}</div>
                          {result(row)}
                        </>
                      ),
                    },
                  ]
                : [
                    {
                      key: 'name',
                      title: text('fields.thuoc'),
                      render: (_value: unknown, row: ImportRow) => row.ten ?? '—',
                    },
                    {
                      key: 'result',
                      title: text('import.result'),
                      render: (_value: unknown, row: ImportRow) => result(row),
                    },
                  ]),
            ]}
          />
        </Modal>
      )}
    </>
  );
}
