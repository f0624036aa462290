// The stock card (thẻ kho, /admin/kho/the-kho): every movement of one drug in one store, or of one batch, in the
// order it was posted, with what came in, what went out and the balance after each line, from the opening balance to
// the closing one; printable as the paper card a pharmacy keeps. The drug, store, batch and period live in the address.
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay, formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { PrintModal } from '../../kit/PrintView';
import { fetchData, useAllRows } from '../../kit/query';
import { useClearable } from '../../kit/selects';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { useStores } from './stores';
import { count, useStockText } from './texts';
import { stockApi, type BatchRow, type StockCard } from './wire';

type StockCardLine = StockCard['dong'][number];
import styles from './Stock.module.css';

export interface CardQuery {
  thuoc_id?: string;
  kho_id?: string;
  lohang_id?: string;
}

const definedOnly = (query: CardQuery) =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function useStockCard(query: CardQuery) {
  const asked = definedOnly(query);
  return useQuery({
    queryKey: [stockApi.card, asked],
    queryFn: () => fetchData<StockCard>(stockApi.card, asked),
    enabled: Boolean(query.thuoc_id || query.lohang_id),
  });
}

/** The key of the card's first row, the opening balance. */
const OPENING = 'tondau';

/** What a line brought in and took out (its signed quantity split), shown as figures or nothing. */
const inOf = (line: StockCardLine) => (line.soluong > 0 ? count(line.soluong) : '');
const outOf = (line: StockCardLine) => (line.soluong < 0 ? count(-line.soluong) : '');

/** The card's table: the opening balance, each movement with its balance after, the closing balance. */
export function CardTable({ card, perBatch, printed }: { card: StockCard; perBatch: boolean; printed?: boolean }) {
  const text = useStockText();
  const { lang } = useI18n();
  const compact = useMediaQuery('(max-width: 575.98px)') && !printed;
  const document = (line: StockCardLine) =>
    printed ? line.so : <Link to={`../phieu/${line.phieukho_id}`}>{line.so}</Link>;
  const columns: ColumnsType<StockCardLine> = compact
    ? [
        {
          key: 'line',
          title: text('card.movement'),
          render: (_value, line) => (
            <div>
              <div className={styles.small}>{calendarDay(line.ngay)}</div>
              <div className={styles.nowrap}>{document(line)}</div>
              <div className={styles.small}>
                {text(`kinds.${line.loai}`)}
                {!perBatch && ` · ${line.solo}`}
                {line.diengiai ? ` · ${line.diengiai}` : ''}
              </div>
            </div>
          ),
        },
        {
          key: 'qty',
          title: text('card.inOut'),
          align: 'right',
          width: 64,
          render: (_value, line) => (
            <span className={line.soluong > 0 ? styles.in : styles.out}>
              {line.soluong > 0 ? `+${count(line.soluong)}` : `−${count(-line.soluong)}`}
            </span>
          ),
        },
        {
          key: 'ton',
          title: text('card.balance'),
          align: 'right',
          width: 60,
          render: (_value, line) => count(line.ton),
        },
      ]
    : [
        {
          key: 'ngay',
          title: text('card.date'),
          render: (_value, line) => (
            <span title={formatDateTime(lang, new Date(line.createdAt))} className={styles.nowrap}>
              {calendarDay(line.ngay)}
            </span>
          ),
        },
        {
          key: 'so',
          title: text('card.document'),
          render: (_value, line) => <span className={styles.nowrap}>{document(line)}</span>,
        },
        { key: 'loai', title: text('card.kind'), render: (_value, line) => text(`kinds.${line.loai}`) },
        ...(perBatch
          ? []
          : [
              {
                key: 'solo',
                title: text('fields.solo'),
                render: (_value: unknown, line: StockCardLine) => (
                  <span className={styles.nowrap}>
                    {line.solo} · {calendarDay(line.handung)}
                  </span>
                ),
              },
            ]),
        { key: 'diengiai', title: text('card.note'), render: (_value, line) => line.diengiai ?? '' },
        { key: 'nhap', title: text('card.in'), align: 'right', render: (_value, line) => inOf(line) },
        { key: 'xuat', title: text('card.out'), align: 'right', render: (_value, line) => outOf(line) },
        { key: 'ton', title: text('card.balance'), align: 'right', render: (_value, line) => count(line.ton) },
      ];
  const span = columns.length - 1;
  // The opening balance is the card's first row, the closing one its last: every column but the balance joins the
  // first cell there.
  const edged: ColumnsType<StockCardLine> = columns.map((column, index) => ({
    ...column,
    onCell: (line: StockCardLine) =>
      line._id !== OPENING ? {} : index === 0 ? { colSpan: span } : index < span ? { colSpan: 0 } : {},
    render:
      index === 0 || index === span
        ? (value: unknown, line: StockCardLine, at: number) =>
            line._id !== OPENING ? (
              column.render?.(value, line, at)
            ) : (
              <strong>{index === 0 ? text('card.opening') : count(card.tondau)}</strong>
            )
        : column.render,
  }));
  const opening = { _id: OPENING } as StockCardLine;
  return (
    <Table<StockCardLine>
      size="small"
      rowKey="_id"
      columns={edged}
      dataSource={[opening, ...card.dong]}
      pagination={false}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={span}>
              <strong>{text(card.dong.length ? 'card.closing' : 'card.closingEmpty')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={span} align="right">
              <strong>{count(card.toncuoi)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}

/** The card of a batch or a drug, as a block of another page (a batch's page). */
export function StockCardTable({ query, unit }: { query: CardQuery; unit: string }) {
  const card = useStockCard(query);
  const text = useStockText();
  if (card.isPending) return <Card loading />;
  if (card.isError) return <Alert type="error" showIcon title={card.error.message} />;
  return (
    <>
      <div className={styles.small}>{text('card.unit', { unit })}</div>
      <CardTable card={card.data} perBatch={Boolean(query.lohang_id)} />
    </>
  );
}

interface DrugOption {
  _id: string;
  tenthuoc: string;
}

/** The card page: a drug, its store, one of its batches or all. */
export function StockCardPage() {
  const text = useStockText();
  const can = useScreenGrants(['/kho']);
  const clearable = useClearable();
  const [params, setParams] = useSearchParams();
  const [printing, setPrinting] = useState(false);
  const stores = useStores();
  const drugs = useAllRows<DrugOption>('/api/thuoc', { sort: 'tenthuoc' });
  const query: CardQuery = {
    thuoc_id: params.get('thuoc_id') ?? undefined,
    kho_id: params.get('kho_id') ?? stores.data?.[0]?._id,
    lohang_id: params.get('lohang_id') ?? undefined,
  };
  const batches = useAllRows<BatchRow>(
    stockApi.batches,
    { thuoc_id: query.thuoc_id ?? '', kho_id: query.kho_id ?? '', sort: 'handung' },
    Boolean(query.thuoc_id && query.kho_id),
  );
  const card = useStockCard(query);
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  // The card's own drug is named even when the catalogue's list leaves it out (no longer active).
  const drugOptions = (drugs.data ?? []).map((one) => ({ value: one._id, label: one.tenthuoc }));
  if (card.data && query.thuoc_id && !drugOptions.some((option) => option.value === query.thuoc_id)) {
    drugOptions.unshift({ value: query.thuoc_id, label: card.data.ten });
  }
  const batch = batches.data?.find((one) => one._id === query.lohang_id);
  const title = card.data ? text('card.of', { name: card.data.ten }) : text('card.title');
  const store = stores.data?.find((one) => one._id === query.kho_id);
  return (
    <Card
      title={text('card.title')}
      extra={
        can.print && (
          <Button icon={<PrinterOutlined />} disabled={!card.data} onClick={() => setPrinting(true)}>
            {text('card.print')}
          </Button>
        )
      }
    >
      <Space wrap className={styles.toolbar}>
        <Select
          showSearch
          optionFilterProp="label"
          className={styles.wideFilter}
          placeholder={text('fields.thuoc')}
          aria-label={text('fields.thuoc')}
          loading={drugs.isPending}
          value={query.thuoc_id}
          options={drugOptions}
          onChange={(value: string) => set({ thuoc_id: value, lohang_id: undefined })}
        />
        <Select
          className={styles.filter}
          aria-label={text('fields.kho')}
          loading={stores.isPending}
          value={query.kho_id}
          options={(stores.data ?? []).map((one) => ({ value: one._id, label: one.ten }))}
          onChange={(value: string) => set({ kho_id: value, lohang_id: undefined })}
        />
        <Select
          allowClear={clearable}
          className={styles.filter}
          placeholder={text('card.allBatches')}
          aria-label={text('fields.solo')}
          disabled={!query.thuoc_id}
          value={query.lohang_id}
          options={(batches.data ?? []).map((one) => ({
            value: one._id,
            label: `${one.solo} · ${calendarDay(one.handung)}`,
          }))}
          onChange={(value?: string) => set({ lohang_id: value })}
        />
      </Space>
      {!query.thuoc_id && <Empty description={text('card.pick')} />}
      {card.isError && <Alert type="error" showIcon title={card.error.message} />}
      {query.thuoc_id && card.isPending && <Card loading bordered={false} />}
      {card.data && (
        <>
          <div className={styles.small}>{text('card.unit', { unit: card.data.donvitinh ?? '' })}</div>
          <CardTable card={card.data} perBatch={Boolean(query.lohang_id)} />
        </>
      )}
      {printing && card.data && (
        <PrintModal title={text('card.print')} documentTitle={title} onClose={() => setPrinting(false)}>
          <h2 style={{ textAlign: 'center', margin: '0 0 4px' }}>{text('card.printTitle')}</h2>
          <p style={{ margin: '0 0 8px' }}>
            {text('card.printItem', { name: card.data.ten, unit: card.data.donvitinh ?? '' })}
            {store ? ` · ${text('card.printStore', { store: store.ten })}` : ''}
            {batch ? ` · ${text('card.printBatch', { solo: batch.solo, handung: calendarDay(batch.handung) })}` : ''}
          </p>
          <CardTable card={card.data} perBatch={Boolean(query.lohang_id)} printed />
        </PrintModal>
      )}
    </Card>
  );
}
