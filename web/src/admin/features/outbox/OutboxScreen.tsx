// The outbox (/admin/sms, /:id) on the module kit: every e-mail and text message the clinic sends, with its
// channel, recipient, status, attempts and a refusal's reason, filterable by channel, status and days. A message's
// page shows its text (the demo reads a reset link or code there; the server records the reading) and offers to
// send a failed one again to roles with update on /sms. Read-only otherwise: messages are written by the server.
import {
  outboxChannels,
  outboxResource,
  outboxStatuses,
  type OutboxRecord,
  type OutboxRow,
} from '@phongkham/contracts';
import { Tag, Typography } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import type { DayRangeSpec } from '../../kit/DayRangeFilter';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import styles from './Outbox.module.css';
import { OutboxMessage } from './OutboxMessage';
import { outboxText as text, providerName, reasonText, statusText, StatusTag } from './outboxStatus';

function useColumns(): KitColumn<OutboxRow>[] {
  const { t } = useI18n();
  const field = (name: string) => text(t, `fields.${name}`);
  const status = (row: OutboxRow) => statusText(row, t);
  return [
    dateColumn('createdAt', field('createdAt'), { link: true }),
    {
      key: 'nguoinhan',
      title: field('nguoinhan'),
      value: (row) => row.nguoinhan,
      render: (row) => <span className={styles.recipient}>{row.nguoinhan}</span>,
    },
    {
      key: 'trangthai',
      title: field('trangthai'),
      value: status,
      render: (row) => (
        <>
          <StatusTag row={row} />
          {row.trangthai === 'FAILED' && row.loi && (
            <Typography.Text type="danger" className={styles.reason}>
              {reasonText(row.loi, t)}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'kenh',
      title: field('kenh'),
      value: (row) => text(t, `channels.${row.kenh}`),
      render: (row) => <Tag color={row.kenh === 'EMAIL' ? 'cyan' : 'purple'}>{text(t, `channels.${row.kenh}`)}</Tag>,
      // On a phone the recipient tells the channel (an address or a number).
      responsive: ['sm'],
    },
    { key: 'solan', title: field('solan'), value: (row) => row.solan, responsive: ['md'] },
    {
      key: 'nhacungcap',
      title: field('nhacungcap'),
      value: (row) => providerName(row.nhacungcap, t),
      responsive: ['lg'],
    },
    { key: 'tieude', title: field('tieude'), value: (row) => row.tieude, responsive: ['xxl'] },
  ];
}

function useFilters(): (FilterSpec | DayRangeSpec)[] {
  const { t } = useI18n();
  return [
    {
      name: 'kenh',
      label: text(t, 'fields.kenh'),
      options: outboxChannels.map((value) => ({ value, label: text(t, `channels.${value}`) })),
    },
    {
      name: 'trangthai',
      label: text(t, 'fields.trangthai'),
      options: outboxStatuses.map((value) => ({ value, label: text(t, `statuses.${value}`) })),
    },
    { kind: 'dayRange', from: 'tungay', to: 'denngay', label: text(t, 'fields.ngay') },
  ];
}

export function OutboxScreen() {
  const { t } = useI18n();
  return (
    <ResourceScreen<OutboxRow, OutboxRecord>
      resource={outboxResource}
      useColumns={useColumns}
      useFilters={useFilters}
      recordTitle={(message) => {
        return t('admin.resources.outbox.recordTitle', {
          channel: text(t, `channels.${message.kenh}`),
          to: message.nguoinhan,
        });
      }}
      recordView={(message) => <OutboxMessage message={message} />}
    />
  );
}
