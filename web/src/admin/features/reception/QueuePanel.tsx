// One room's queue for today, in number order: the waiting, called, skipped and in-exam visits with the moves each
// state allows (call, recall, skip, start, finish, cancel, move to another room, and until the doctor opens it the
// change of its doctor, reason and services), and "call next" for the first
// waiting one. Finished and cancelled visits are counted below. The list reads again on every queue event.
import {
  movableStates,
  movesFor,
  visitResource,
  visitWorkflow,
  type Paginated,
  type QueueAction,
  type ReceptionRoom,
  type VisitRow,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Dropdown, Empty, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { useRecordAction } from '../../kit/mutation';
import { fetchData, queryKeys } from '../../kit/query';
import styles from './Reception.module.css';
import { VisitEditor } from './VisitEditor';

const stateColors: Record<string, string> = {
  CHO: 'blue',
  DANG_GOI: 'orange',
  DANG_KHAM: 'green',
  BO_QUA: 'default',
  XONG: 'default',
  HUY: 'red',
};

/** The moves in the order a receptionist reaches for them. */
const offered: QueueAction[] = ['GOI', 'GOI_LAI', 'BAT_DAU', 'XONG', 'BO_QUA', 'HUY'];
/** The queue lists the visits some move leaves from; the final ones (finished, cancelled) are only counted. */
const open = new Set<string>(Object.values(visitWorkflow.moves).flatMap((move) => move.from));

export function QueuePanel({
  rooms,
  room,
  onRoom,
  day,
}: {
  rooms: ReceptionRoom[];
  room: string;
  onRoom: (room: string) => void;
  day: string;
}) {
  const { t } = useI18n();
  const grants = useScreenGrants(visitResource.urls);
  const mayAct = grants.update;
  /** The moves the visit's state and the reader's grants allow, as the server will check them. */
  const movesOf = (row: VisitRow) => {
    const allowed = movesFor(visitWorkflow, row.trangthai, (flag) => grants[flag]);
    return offered.filter((action) => allowed.includes(action));
  };
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.reception.${key}`, params);
  const { busy, run } = useRecordAction([visitResource.api]);
  const [editing, setEditing] = useState<VisitRow | null>(null);
  const query = { ngay: day, phong_id: room, limit: 0, sort: 'sothutu' };
  const visits = useQuery({
    queryKey: queryKeys.list(visitResource.api, query),
    queryFn: () => fetchData<Paginated<VisitRow>>(visitResource.api, query),
  });
  const rows = visits.data?.docs ?? [];
  const shown = rows.filter((row) => open.has(row.trangthai));
  const closed = rows.length - shown.length;
  const nextWaiting = rows.find((row) => row.trangthai === 'CHO');

  const act = (row: VisitRow, action: QueueAction) =>
    run(`${row._id}:${action}`, `${visitResource.api}/${row._id}/trangthai`, { hanhdong: action });
  const move = (row: VisitRow, target: string) =>
    run(`${row._id}:move`, `${visitResource.api}/${row._id}/chuyenphong`, { phong_id: target });

  return (
    <Card
      className={styles.queue}
      title={
        // A clinic may have a dozen rooms: a searchable pick list keeps every name whole at any width (tabs cut them).
        <Select
          className={styles.rooms}
          showSearch
          optionFilterProp="label"
          aria-label={text('queueRoom')}
          value={room}
          onChange={(value: string) => onRoom(value)}
          options={rooms.map((entry) => ({ value: entry._id, label: entry.ten }))}
        />
      }
    >
      <div className={styles.queueBar}>
        <Typography.Text type="secondary">
          {text('waitingCount', { count: rows.filter((r) => r.trangthai === 'CHO').length })}
        </Typography.Text>
        {mayAct && (
          <Button
            type="primary"
            disabled={!nextWaiting}
            loading={busy === `${nextWaiting?._id}:GOI`}
            onClick={() => nextWaiting && void act(nextWaiting, 'GOI')}
          >
            {nextWaiting ? text('callNext', { number: nextWaiting.sothutu }) : text('nobodyWaiting')}
          </Button>
        )}
      </div>
      {visits.isSuccess && shown.length === 0 ? (
        <Empty description={text('emptyQueue')} />
      ) : (
        <ol className={styles.list} aria-label={text('queueLabel')}>
          {shown.map((row) => (
            <li key={row._id} className={styles.row} data-state={row.trangthai}>
              <span className={styles.number}>{row.sothutu}</span>
              <div className={styles.who}>
                <Typography.Text strong>{row.benhnhan_hoten}</Typography.Text>
                <Typography.Text type="secondary" className={styles.meta}>
                  {[row.benhnhan_ma, row.bacsi_hoten, row.lydo].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>
              {mayAct && (
                <Space wrap size={4} className={styles.actions}>
                  {movesOf(row).map((action) => (
                    <Button
                      key={action}
                      size="small"
                      type={action === 'GOI' || action === 'BAT_DAU' || action === 'XONG' ? 'primary' : 'default'}
                      danger={action === 'HUY'}
                      loading={busy === `${row._id}:${action}`}
                      onClick={() => void act(row, action)}
                    >
                      {text(`actions.${action}`)}
                    </Button>
                  ))}
                  {movableStates.includes(row.trangthai) && (
                    <Button
                      size="small"
                      aria-label={text('editVisit', { number: row.sothutu, name: row.benhnhan_hoten })}
                      onClick={() => setEditing(row)}
                    >
                      {text('edit')}
                    </Button>
                  )}
                  {movableStates.includes(row.trangthai) && rooms.length > 1 && (
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: rooms
                          .filter((entry) => entry._id !== row.phong_id)
                          .map((entry) => ({ key: entry._id, label: entry.ten })),
                        onClick: ({ key }) => void move(row, key),
                      }}
                    >
                      <Button size="small" loading={busy === `${row._id}:move`}>
                        {text('moveRoom')}
                      </Button>
                    </Dropdown>
                  )}
                </Space>
              )}
            </li>
          ))}
        </ol>
      )}
      {closed > 0 && <Typography.Text type="secondary">{text('closedCount', { count: closed })}</Typography.Text>}
      {editing && <VisitEditor row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
