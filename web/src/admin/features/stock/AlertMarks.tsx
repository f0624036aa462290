// A batch's alert marks (expired, near expiry, below the reorder level, on hold) and the clinic's alert counts they
// are judged against: the list and a batch's page both show them.
import { Tag, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { clinicDay, stockAlertsPath, type StockAlerts } from '@phongkham/contracts';
import dayjs from 'dayjs';
import { fetchData } from '../../kit/query';
import { useStockText } from './texts';
import { batchResource, type BatchRow } from './wire';
import styles from './Stock.module.css';

/** The alerts a batch may carry, in the order they matter. */
export const alertFlags = ['hethan', 'ganhethan', 'duoidinhmuc', 'tamgiu'] as const;
export type AlertFlag = (typeof alertFlags)[number];
export const alertColors: Record<AlertFlag, string> = {
  hethan: 'red',
  ganhethan: 'orange',
  duoidinhmuc: 'gold',
  tamgiu: 'purple',
};

/**
 * The alerts a batch carries: as the list answers them, and near expiry judged here from the window in force when the
 * answer does not say (usable stock expiring within that many days of the clinic's today).
 */
export function alertsOf(row: BatchRow, window: number | undefined): AlertFlag[] {
  const near =
    row.ganhethan ??
    (window !== undefined &&
      !row.hethan &&
      row.soluong > 0 &&
      row.handung <= dayjs(clinicDay()).add(window, 'day').format('YYYY-MM-DD'));
  const flags = { ...row, ganhethan: near };
  return alertFlags.filter((flag) => flags[flag]);
}

/** A batch's alert marks, each a tag naming it. */
export function AlertMarks({ row }: { row: BatchRow }) {
  const text = useStockText();
  const on = alertsOf(row, useAlertCounts(null).data?.songay_ganhethan);
  if (!on.length) return null;
  return (
    <span className={styles.marks}>
      {on.map((flag) => (
        <Tag key={flag} color={alertColors[flag]} className={styles.mark}>
          {flag === 'tamgiu' && row.tamgiu_lydo ? (
            <Tooltip title={row.tamgiu_lydo}>{text(`alerts.${flag}`)}</Tooltip>
          ) : (
            text(`alerts.${flag}`)
          )}
        </Tag>
      ))}
    </span>
  );
}

/** The clinic's (or one store's) alert counts, as the dashboard reads them. */
export function useAlertCounts(store: string | null) {
  const query = store ? { kho_id: store } : {};
  return useQuery({
    queryKey: [batchResource.api, 'alerts', query],
    queryFn: () => fetchData<StockAlerts>(stockAlertsPath, query, true),
  });
}
