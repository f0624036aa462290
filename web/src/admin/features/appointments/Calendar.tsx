// The appointments calendar (/admin/dat-lich-hen): a day or week of one doctor or all, drawn by FullCalendar's time
// grid (MIT, docs/decisions/0025). A click on a time opens the booking form there (the server checks it is one of
// the doctor's free slots); with one doctor chosen, their free slots are shaded. An appointment opens its card with
// the state changes its state allows; dragging it moves it. Every change anywhere reloads it (live events).
import {
  APPOINTMENT_EVENT,
  appointmentResource,
  CLINIC_TIME_ZONE,
  doctorResource,
  requestResource,
  type AppointmentRow,
  type AppointmentState,
  type DoctorItem,
  type FreeSlot,
  type Paginated,
} from '@phongkham/contracts';
import type { EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import viLocale from '@fullcalendar/core/locales/vi';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';
import { useScreenGrants } from '../../kit/grants';
import { RECONNECTED, useLiveEvents } from '../../kit/live';
import { fetchData, queryKeys, useAllRows, useInvalidate } from '../../kit/query';
import { AppointmentCard } from './AppointmentCard';
import styles from './Appointments.module.css';
import { BookingForm } from './BookingForm';
import { gridHours, rangeOf, shortTime, stateColors, type Range } from './calendarTime';
import { useRequestToBook } from './useRequestToBook';

const api = appointmentResource.api;
const ALL = '';

/** The week or day grid with its booking form and appointment card. */
export function Calendar() {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string>) => t(`admin.resources.appointments.${key}`, params);
  const grants = useScreenGrants(appointmentResource.urls);
  const invalidate = useInvalidate();
  const calendar = useRef<FullCalendar>(null);
  // The grid opens at 07:00 and grows to the page's height: bring the current time into view once, as the day's
  // work is around now, not at the morning's first slot.
  const scrolledToNow = useRef(false);
  const narrow = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches;
  const [view, setView] = useState<'timeGridDay' | 'timeGridWeek'>(narrow ? 'timeGridDay' : 'timeGridWeek');
  const [doctor, setDoctor] = useState<string>(ALL);
  const [range, setRange] = useState<Range | null>(null);
  const [booking, setBooking] = useState<Date | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const doctors = useAllRows<DoctorItem>(doctorResource.api, { sort: 'hoten' });
  const fromRequest = useRequestToBook((bacsi_id) => setDoctor(bacsi_id));
  const navigate = useNavigate();
  const { message } = App.useApp();
  // `?ngay=2026-12-01` opens on that day (a request's record links its appointments so).
  const [params] = useSearchParams();
  const initialDate = /^\d{4}-\d{2}-\d{2}$/.test(params.get('ngay') ?? '') ? params.get('ngay')! : undefined;
  useLiveEvents([APPOINTMENT_EVENT, RECONNECTED], () => void invalidate([api]));

  const query = { tungay: range?.from, denngay: range?.to, limit: 0, ...(doctor ? { bacsi_id: doctor } : {}) };
  const list = useQuery({
    queryKey: queryKeys.list(api, query),
    queryFn: () => fetchData<Paginated<AppointmentRow>>(api, query),
    enabled: range !== null,
  });
  // One chosen doctor: their free slots, shaded, one read per day shown.
  const free = useQueries({
    queries: (doctor && range ? range.days : []).map((ngay) => ({
      queryKey: [api, 'trong', doctor, ngay],
      queryFn: () => fetchData<FreeSlot[]>(`${api}/trong`, { bacsi_id: doctor, ngay }, true),
    })),
  });
  const rows = useMemo(() => list.data?.docs ?? [], [list.data]);
  const freeSlots = free.flatMap((result) => result.data ?? []);

  const events: EventInput[] = [
    ...rows
      .filter((row) => row.trangthai !== 'DA_HUY')
      .map((row) => ({
        id: row._id,
        title: doctor ? row.hoten : `${row.hoten} · ${row.bacsi_hoten}`,
        start: row.batdau,
        end: row.ketthuc,
        backgroundColor: stateColors[row.trangthai],
        borderColor: stateColors[row.trangthai],
        editable: grants.update && (row.trangthai === 'DA_DAT' || row.trangthai === 'DA_XAC_NHAN'),
        extendedProps: { row },
      })),
    ...freeSlots.map((slot) => ({
      start: slot.batdau,
      end: slot.ketthuc,
      display: 'background',
      classNames: [styles.free!],
    })),
  ];

  const hours = gridHours([
    ...rows.map((row) => ({ start: row.batdau, end: row.ketthuc })),
    ...freeSlots.map((slot) => ({ start: slot.batdau, end: slot.ketthuc })),
  ]);

  const onDateClick = (arg: DateClickArg) => {
    if (!grants.create || arg.date.getTime() <= Date.now()) return;
    setBooking(arg.date);
  };
  const onEventClick = (arg: EventClickArg) => setOpened(arg.event.id);
  // A dragged appointment moves to its new time, or back when the server refuses it (not a free slot).
  const moving = useResourceMutation<unknown, EventDropArg>({
    request: (arg) => {
      const row = arg.event.extendedProps.row as AppointmentRow;
      return {
        method: 'POST',
        path: `${api}/${row._id}/doilich`,
        body: { bacsi_id: row.bacsi_id, batdau: arg.event.start!.toISOString() },
      };
    },
    invalidates: [api],
  });
  const onEventDrop = async (arg: EventDropArg) => {
    if (!(await moving.run(arg)).success) arg.revert();
  };
  const changeView = (next: 'timeGridDay' | 'timeGridWeek') => {
    setView(next);
    calendar.current?.getApi().changeView(next);
  };

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <Typography.Title level={3} className={styles.title}>
          {text('title')}
        </Typography.Title>
        <Space wrap>
          <Segmented
            value={view}
            onChange={(value) => changeView(value as typeof view)}
            options={[
              { value: 'timeGridDay', label: text('day') },
              { value: 'timeGridWeek', label: text('week') },
            ]}
          />
          <Select
            className={styles.doctor}
            value={doctor}
            onChange={setDoctor}
            aria-label={text('doctor')}
            options={[
              { value: ALL, label: text('allDoctors') },
              ...(doctors.data ?? []).map((d) => ({ value: d._id, label: d.hoten })),
            ]}
          />
          <Link to="lich-ngoai-le">
            <Button>{text('exceptions')}</Button>
          </Link>
          <Link to="ngay-nghi">
            <Button>{text('holidays')}</Button>
          </Link>
        </Space>
      </div>
      <Space wrap className={styles.legend}>
        {(Object.keys(stateColors) as AppointmentState[]).map((state) => (
          <Tag key={state} color={stateColors[state]}>
            {text(`states.${state}`)}
          </Tag>
        ))}
        {doctor && <span className={styles.freeLegend}>{text('freeSlot')}</span>}
      </Space>
      {fromRequest.person && (
        <Alert
          type="info"
          showIcon
          className={styles.fromRequest}
          title={text('bookingForRequest', { hoten: fromRequest.person.hoten })}
          description={`${fromRequest.person.dienthoai} · ${text('pickSlot')}`}
          action={
            <Button size="small" onClick={fromRequest.drop}>
              {text('stopBookingForRequest')}
            </Button>
          }
        />
      )}
      <FullCalendar
        ref={calendar}
        plugins={[luxonPlugin, timeGridPlugin, interactionPlugin]}
        initialView={view}
        initialDate={initialDate}
        locale={lang === 'vi' ? viLocale : 'en-gb'}
        timeZone={CLINIC_TIME_ZONE}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        buttonText={{ today: text('today') }}
        allDaySlot={false}
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        slotDuration="00:15:00"
        height="auto"
        nowIndicator
        nowIndicatorDidMount={(arg) => {
          if (scrolledToNow.current || !arg.isAxis) return;
          scrolledToNow.current = true;
          arg.el.scrollIntoView?.({ block: 'center' });
        }}
        events={events}
        eventDurationEditable={false}
        // Every appointment is one slot long: its start says enough and leaves the line to the name.
        displayEventEnd={false}
        // A 15-minute appointment is one slot high: one line (time, then the name, cut with …), and the whole of it
        // in the tooltip a pointer raises.
        eventContent={(arg) =>
          arg.event.display === 'background' ? null : (
            <span className={styles.eventLine}>
              <b>{arg.timeText}</b> {arg.event.title}
            </span>
          )
        }
        eventDidMount={(arg) => {
          const row = arg.event.extendedProps.row as AppointmentRow | undefined;
          if (row)
            arg.el.title = `${shortTime(row.batdau, lang)} · ${row.hoten} · ${row.bacsi_hoten} · ${text(`states.${row.trangthai}`)}`;
        }}
        datesSet={(arg) => setRange(rangeOf(arg))}
        dateClick={onDateClick}
        eventClick={onEventClick}
        eventDrop={(arg) => void onEventDrop(arg)}
      />
      {/* The same appointments as a list: readable on a phone, and a way in that needs no pointer on the grid. */}
      <ul className={styles.agenda} aria-label={text('agenda')}>
        {rows.length === 0 && list.isSuccess && <li className={styles.empty}>{text('none')}</li>}
        {rows.map((row) => (
          <li key={row._id}>
            <button type="button" className={styles.agendaRow} onClick={() => setOpened(row._id)}>
              <span className={styles.agendaTime}>{shortTime(row.batdau, lang)}</span>
              <span className={styles.agendaName}>{row.hoten}</span>
              <span className={styles.agendaDoctor}>{row.bacsi_hoten}</span>
              <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>
            </button>
          </li>
        ))}
      </ul>
      <BookingForm
        open={booking !== null}
        start={booking}
        doctor={doctor}
        doctors={doctors.data ?? []}
        person={fromRequest.person}
        onClose={(booked) => {
          setBooking(null);
          if (!booked) return;
          void invalidate([api, requestResource.api]);
          // Booked from the inbox: back to the request, which now shows the appointment and its booked status.
          if (fromRequest.person) {
            void message.success(text('bookedForRequest'));
            void navigate(`${requestResource.urls[0]}/${fromRequest.person.yeucau_id}`);
          }
        }}
      />
      <AppointmentCard row={rows.find((row) => row._id === opened) ?? null} onClose={() => setOpened(null)} />
    </div>
  );
}
