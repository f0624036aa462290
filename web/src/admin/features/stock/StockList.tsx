// The stock list (/admin/kho): every batch of the chosen store with its item, batch number, expiry, usable quantity
// and value at cost, marked when it is expired, near expiry, on hold or its item is below the reorder level. The marks
// above the list count each alert and narrow the list to it; every filter lives in the address. A batch opens its
// page (BatchPage): its movements and what may be done with it. Expired and held stock show their quantity but count
// nothing usable, as everywhere else.
import { Badge, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { calendarDay, type KitColumn } from '../../kit/columns';
import { useAllRows } from '../../kit/query';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { BatchPage } from './BatchPage';
import { AlertMarks, alertColors, alertFlags, alertsOf, useAlertCounts, type AlertFlag } from './AlertMarks';
import { useStores } from './stores';
import { count, money, useStockText } from './texts';
import { batchResource, type BatchRow } from './wire';
import styles from './Stock.module.css';

function useColumns(): KitColumn<BatchRow>[] {
  const text = useStockText();
  const window = useAlertCounts(null).data?.songay_ganhethan;
  const field = (name: string) => text(`fields.${name}`);
  return [
    {
      key: 'ten',
      title: field('ten'),
      sortable: true,
      link: true,
      value: (row) => row.ten,
      // The batch number under the name where its own column is hidden (a phone), and the alerts under both.
      render: (row) => (
        <span className={styles.itemCell}>
          <span>{row.ten}</span>
          <span className={`${styles.small} ${styles.phoneOnly}`}>{text('batchNo', { solo: row.solo })}</span>
          <AlertMarks row={row} />
        </span>
      ),
    },
    {
      key: 'canhbao',
      title: text('alerts.title'),
      value: (row) =>
        alertsOf(row, window)
          .map((flag) => text(`alerts.${flag}`))
          .join(', '),
      render: (row) => <AlertMarks row={row} />,
      // Shown under the item's name in the table; a column of its own in the workbook and the print.
      responsive: ['xxxl'],
    },
    { key: 'solo', title: field('solo'), value: (row) => row.solo, responsive: ['sm'] },
    {
      key: 'handung',
      title: field('handung'),
      sortable: true,
      value: (row) => calendarDay(row.handung),
      render: (row) => (
        <Typography.Text type={row.hethan ? 'danger' : row.ganhethan ? 'warning' : undefined} className={styles.nowrap}>
          {calendarDay(row.handung)}
        </Typography.Text>
      ),
    },
    {
      key: 'khadung',
      title: field('khadung'),
      value: (row) => row.khadung,
      render: (row) => (
        <span className={styles.itemCell}>
          <span className={styles.nowrap}>
            {count(row.khadung)} {row.donvitinh}
          </span>
          {row.khadung !== row.soluong && (
            <Typography.Text type="secondary" className={`${styles.small} ${styles.nowrap}`}>
              {text('ofTotal', { total: count(row.soluong) })}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'giatrikho',
      title: field('giatri'),
      sortable: true,
      value: (row) => row.giatrikho,
      render: (row) => <span className={styles.nowrap}>{money(row.giatrikho)}</span>,
      numFmt: '#,##0',
      responsive: ['md'],
    },
    { key: 'soluong', title: field('soluong'), value: (row) => row.soluong, responsive: ['xxl'] },
    {
      key: 'gianhap',
      title: field('gianhap'),
      value: (row) => row.gianhap,
      render: (row) => <span className={styles.nowrap}>{money(row.gianhap)}</span>,
      numFmt: '#,##0',
      responsive: ['xxl'],
    },
    { key: 'kho_ten', title: field('kho'), value: (row) => row.kho_ten, responsive: ['xl'] },
    { key: 'nhacungcap_ten', title: field('nhacungcap'), value: (row) => row.nhacungcap_ten, responsive: ['xxl'] },
  ];
}

interface DrugOption {
  _id: string;
  tenthuoc: string;
}

function useFilters(): FilterSpec[] {
  const text = useStockText();
  const stores = useStores();
  const drugs = useAllRows<DrugOption>('/api/thuoc', { sort: 'tenthuoc' });
  return [
    {
      name: 'kho_id',
      label: text('fields.kho'),
      loading: stores.isPending,
      options: (stores.data ?? []).map((store) => ({ value: store._id, label: store.ten })),
    },
    {
      name: 'thuoc_id',
      label: text('fields.thuoc'),
      loading: drugs.isPending,
      showSearch: true,
      options: (drugs.data ?? []).map((drug) => ({ value: drug._id, label: drug.tenthuoc })),
    },
  ];
}

/** The alerts of the store the address names (or of every store): their counts, one read (GET /api/kho/canhbao). */
function AlertMark({ flag, total, window }: { flag: AlertFlag; total: number; window: number | undefined }) {
  const text = useStockText();
  const [params, setParams] = useSearchParams();
  const active = Boolean(params.get(flag)) && params.get(flag) !== 'false';
  const toggle = () => {
    const next = new URLSearchParams(params);
    if (active) next.delete(flag);
    // Near expiry is asked as the window's number of days (the list's filter), the others as yes.
    else next.set(flag, flag === 'ganhethan' && window !== undefined ? String(window) : 'true');
    next.delete('page');
    setParams(next);
  };
  return (
    <Tag.CheckableTag
      checked={active}
      onChange={toggle}
      className={styles.alertMark}
      aria-label={text(`alerts.count.${flag}`, { count: total })}
    >
      <Badge color={alertColors[flag]} /> {text(`alerts.${flag}`)} <strong>{count(total)}</strong>
    </Tag.CheckableTag>
  );
}

/** The alerts of the store, each a count that narrows the list to it; the near-expiry window in force beside them. */
function AlertBar() {
  const text = useStockText();
  const [params] = useSearchParams();
  const alerts = useAlertCounts(params.get('kho_id')).data;
  return (
    <Space wrap className={styles.alertBar}>
      {alertFlags.map((flag) => (
        <AlertMark key={flag} flag={flag} total={alerts?.[flag] ?? 0} window={alerts?.songay_ganhethan} />
      ))}
      {alerts && (
        <Typography.Text type="secondary" className={styles.small}>
          {text('alerts.window', { days: alerts.songay_ganhethan })}
        </Typography.Text>
      )}
    </Space>
  );
}

export function StockList() {
  return (
    <ResourceScreen<BatchRow, BatchRow>
      resource={batchResource}
      useColumns={useColumns}
      useFilters={useFilters}
      without={['create', 'delete']}
      listExtra={<AlertBar />}
      recordTitle={(batch) => `${batch.ten} · ${batch.solo}`}
      recordView={(batch) => <BatchPage batch={batch} />}
    />
  );
}
