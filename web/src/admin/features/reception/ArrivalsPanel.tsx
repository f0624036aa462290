// Today's appointments at the desk: who is expected, at what time and for which doctor, and a one-click check-in
// of an arrival into the room the desk is serving (the check-in marks the appointment arrived in the same step).
// Reads again on every appointment or queue event, so a booking made on the site appears while the desk is open.
import {
  appointmentResource,
  visitResource,
  type AppointmentRow,
  type Paginated,
  type VisitRecord,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { fetchData, queryKeys, useInvalidate } from '../../kit/query';
import styles from './Reception.module.css';

/** Still expected: booked or confirmed. */
const expected = new Set(['DA_DAT', 'DA_XAC_NHAN']);

export function ArrivalsPanel({
  day,
  room,
  onCheckedIn,
}: {
  day: string;
  room: string;
  onCheckedIn: (visit: VisitRecord) => void;
}) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.reception.arrivals.${key}`, params);
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState<string | null>(null);
  const query = { tungay: day, denngay: day, limit: 0, sort: 'batdau' };
  const appointments = useQuery({
    queryKey: queryKeys.list(appointmentResource.api, query),
    queryFn: () => fetchData<Paginated<AppointmentRow>>(appointmentResource.api, query, true),
  });
  const rows = (appointments.data?.docs ?? []).filter((row) => row.trangthai !== 'DA_HUY');
  const time = (at: string) =>
    new Date(at).toLocaleTimeString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      hour: '2-digit',
      minute: '2-digit',
    });

  const checkIn = async (row: AppointmentRow) => {
    setBusy(row._id);
    const outcome = await adminApi.send<VisitRecord>('POST', visitResource.api, {
      // A site booking without a patient yet: the server finds or makes one from its name and phone.
      ...(row.benhnhan_id ? { benhnhan_id: row.benhnhan_id } : {}),
      lichhen_id: row._id,
      phong_id: room,
    });
    setBusy(null);
    await invalidate([appointmentResource.api]);
    if (outcome.success) {
      onCheckedIn(outcome.data);
      await invalidate([visitResource.api]);
    }
  };

  return (
    <Card size="small" title={text('title')} className={styles.arrivals}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text('none')} />
      ) : (
        <ul className={styles.arrivalList}>
          {rows.map((row) => (
            <li key={row._id} className={styles.arrival}>
              <Typography.Text strong>{time(row.batdau)}</Typography.Text>
              <span className={styles.arrivalWho}>
                <Typography.Text>{row.hoten}</Typography.Text>
                <Typography.Text type="secondary">
                  {[row.benhnhan_ma, row.bacsi_hoten].filter(Boolean).join(' · ')}
                </Typography.Text>
              </span>
              {expected.has(row.trangthai) ? (
                <Button
                  size="small"
                  type="primary"
                  loading={busy === row._id}
                  aria-label={text('checkInOne', { name: row.hoten })}
                  onClick={() => void checkIn(row)}
                >
                  {text('checkIn')}
                </Button>
              ) : (
                <Tag>{t(`admin.resources.appointments.states.${row.trangthai}`)}</Tag>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
