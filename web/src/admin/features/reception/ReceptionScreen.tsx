// Reception (/admin/tiep-nhan): the check-in form and today's appointments beside a room's queue for today, all
// updating live; and the waiting-room display for a TV (/admin/tiep-nhan/man-hinh), numbers only. The rooms are the
// clinic's PHONG entries.
import {
  APPOINTMENT_EVENT,
  appointmentResource,
  clinicDay,
  QUEUE_EVENT,
  visitResource,
  type ReceptionRoom,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Typography } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useScreenGrants } from '../../kit/grants';
import { RECONNECTED, useLiveEvents } from '../../kit/live';
import { fetchData, useInvalidate } from '../../kit/query';
import { ArrivalsPanel } from './ArrivalsPanel';
import { CheckInForm } from './CheckInForm';
import { QueuePanel } from './QueuePanel';
import styles from './Reception.module.css';
import { WaitingRoomDisplay } from './WaitingRoomDisplay';

export const roomsPath = `${visitResource.api}/phong`;

/** The clinic's rooms, shared by the form, the queue and the display. */
export function useRooms() {
  return useQuery({
    queryKey: [visitResource.api, 'rooms'],
    queryFn: () => fetchData<ReceptionRoom[]>(roomsPath, undefined, true),
  });
}

function Desk() {
  const { t } = useI18n();
  const grants = useScreenGrants(visitResource.urls);
  const appointmentGrants = useScreenGrants(appointmentResource.urls);
  const rooms = useRooms();
  const invalidate = useInvalidate();
  const [room, setRoom] = useState<string | undefined>();
  // Any change of any queue of the clinic: the lists read again (a few rows each).
  useLiveEvents([QUEUE_EVENT, RECONNECTED], () => void invalidate([visitResource.api]));
  useLiveEvents([APPOINTMENT_EVENT], () => void invalidate([appointmentResource.api]));
  const list = rooms.data ?? [];
  const shown = room ?? list[0]?._id;
  return (
    <div className={styles.desk}>
      <div className={styles.header}>
        <Typography.Title level={3} className={styles.title}>
          {t('admin.resources.reception.title')}
        </Typography.Title>
        <Link to="man-hinh">
          <Button icon={<DesktopOutlined />}>{t('admin.resources.reception.openDisplay')}</Button>
        </Link>
      </div>
      {rooms.isSuccess && list.length === 0 && <Empty description={t('admin.resources.reception.noRooms')} />}
      {/* Once the rooms are known: the form starts in the first one. */}
      {list.length > 0 && (
        <div className={styles.columns}>
          {grants.create && (
            <div className={styles.side}>
              <CheckInForm rooms={list} defaultRoom={shown} onCheckedIn={(visit) => setRoom(visit.phong_id)} />
              {appointmentGrants.view && (
                <ArrivalsPanel day={clinicDay()} room={shown!} onCheckedIn={(visit) => setRoom(visit.phong_id)} />
              )}
            </div>
          )}
          <QueuePanel rooms={list} room={shown!} onRoom={setRoom} day={clinicDay()} />
        </div>
      )}
    </div>
  );
}

export function ReceptionScreen() {
  return (
    <Routes>
      <Route index element={<Desk />} />
      <Route path="man-hinh" element={<WaitingRoomDisplay />} />
    </Routes>
  );
}
