// The appointments calendar (/admin/dat-lich-hen): a day or week of one doctor or all, drawn by FullCalendar's time
// grid (MIT, docs/decisions/0025). A click on a time opens the booking form there (the server checks it is one of
// the doctor's free slots); with one doctor chosen, their free slots are shaded. An appointment opens its card with
// the state changes its state allows; dragging it moves it. Every change anywhere reloads it (live events).
import {
  APPOINTMENT_EVENT,
  appointmentMoves,
  appointmentResource,
  clinicDay,
  doctorResource,
  requestResource,
  type AppointmentRow,
  type AppointmentState,
  type DoctorItem,
  type FreeSlot,
  type Paginated,
  type RequestRecord,
} from '@phongkham/contracts';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import viLocale from '@fullcalendar/core/locales/vi';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { useScreenGrants } from '../../kit/grants';
import { RECONNECTED, useLiveEvents } from '../../kit/live';
import { fetchData, queryKeys, useAllRows, useInvalidate, useRecordAction } from '../../kit/query';
import styles from './Appointments.module.css';
import { ExceptionsScreen, HolidaysScreen } from './ScheduleScreens';

const stateColors: Record<AppointmentState, string> = {
  DA_DAT: '#1677ff',
  DA_XAC_NHAN: '#13a8a8',
  DA_DEN: '#389e0d',
  KHONG_DEN: '#d46b08',
  DA_HUY: '#8c8c8c',
};
const api = appointmentResource.api;
const ALL = '';

interface Range {
  from: string;
  to: string;
  days: string[];
}

/** The clinic days FullCalendar shows ([start, end) in the browser's clock, read as clinic days). */
function rangeOf(arg: Pick<DatesSetArg, 'start' | 'end'>): Range {
  const days: string[] = [];
  for (let at = new Date(arg.start); at < arg.end; at = new Date(at.getTime() + 86_400_000)) days.push(clinicDay(at));
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

/** The clinic clock's hour of an instant, with minutes as a fraction (13:45 → 13.75). */
function clinicHour(at: string): number {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(at))
    .split(':')
    .map(Number) as [number, number];
  return hour + minute / 60;
}

/** The day's hours the grid shows: office hours, widened to any appointment or free time outside them. */
function gridHours(times: readonly { start: string; end: string }[]): { min: string; max: string } {
  let first = 7;
  let last = 21;
  for (const { start, end } of times) {
    const from = clinicHour(start);
    const to = clinicHour(end) || 24; // an end at midnight closes the day
    first = Math.min(first, Math.floor(from));
    last = Math.max(last, Math.ceil(to > from ? to : 24));
  }
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
  return { min: clock(first), max: clock(last) };
}

/** 'Th 5 26/11 09:00' on the clinic's clock. */
const shortTime = (at: string, lang: string) =>
  new Date(at).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The visitor of an inbox request the calendar books for: filled into the form, and linked by yeucau_id. */
interface FromRequest {
  yeucau_id: string;
  hoten: string;
  dienthoai: string;
}

function BookingForm({
  open,
  start,
  doctor,
  doctors,
  person,
  onClose,
}: {
  open: boolean;
  start: Date | null;
  doctor: string;
  doctors: DoctorItem[];
  person: FromRequest | null;
  onClose: (booked: boolean) => void;
}) {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`admin.resources.appointments.${key}`);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const submit = async (values: { bacsi_id: string; hoten: string; dienthoai: string; ghichu?: string }) => {
    setSaving(true);
    const outcome = await adminApi.send('POST', api, {
      ...values,
      batdau: start!.toISOString(),
      ...(person ? { yeucau_id: person.yeucau_id } : {}),
    });
    setSaving(false);
    if (!outcome.success) {
      const errors = outcome.errors ?? {};
      form.setFields(Object.entries(errors).map(([name, message]) => ({ name, errors: [message] })));
      return;
    }
    form.resetFields();
    onClose(true);
  };
  return (
    <Modal
      open={open}
      title={text('create')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okText={text('book')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ bacsi_id: doctor || undefined, hoten: person?.hoten, dienthoai: person?.dienthoai }}
        onFinish={submit}
      >
        <Typography.Paragraph strong>
          {start?.toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
            timeZone: 'Asia/Ho_Chi_Minh',
            dateStyle: 'full',
            timeStyle: 'short',
          })}
        </Typography.Paragraph>
        <Form.Item name="bacsi_id" label={text('doctor')} rules={[{ required: true, message: text('doctorRequired') }]}>
          <Select options={doctors.map((d) => ({ value: d._id, label: d.hoten }))} />
        </Form.Item>
        <Form.Item name="hoten" label={text('name')} rules={[{ required: true, message: text('nameRequired') }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="dienthoai" label={text('phone')} rules={[{ required: true, message: text('phoneRequired') }]}>
          <Input maxLength={20} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="ghichu" label={text('note')}>
          <Input.TextArea maxLength={1000} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AppointmentCard({
  row,
  mayUpdate,
  onClose,
}: {
  row: AppointmentRow | null;
  mayUpdate: boolean;
  onClose: () => void;
}) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) =>
    t(`admin.resources.appointments.${key}`, params);
  const { busy, run } = useRecordAction([api]);
  const mayViewRequests = useScreenGrants(requestResource.urls).view;
  if (!row) return null;
  const change = async (to: AppointmentState) => {
    if ((await run(to, `${api}/${row._id}/trangthai`, { trangthai: to })).success) onClose();
  };
  const when = new Date(row.batdau).toLocaleString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Modal open title={row.hoten} onCancel={onClose} footer={null}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={text('when')}>{when}</Descriptions.Item>
        <Descriptions.Item label={text('doctor')}>{row.bacsi_hoten}</Descriptions.Item>
        <Descriptions.Item label={text('phone')}>{row.dienthoai}</Descriptions.Item>
        <Descriptions.Item label={text('patientCode')}>
          {/* A site booking has no register patient until confirmed or checked in. */}
          {row.benhnhan_ma ?? <Typography.Text type="secondary">{text('patientLater')}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={text('state')}>
          <Tag color={stateColors[row.trangthai]}>{text(`states.${row.trangthai}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={text('noShows')}>
          {row.sokhongden > 0 ? <Tag color="orange">{row.sokhongden}</Tag> : 0}
        </Descriptions.Item>
        <Descriptions.Item label={text('source')}>{text(`sources.${row.nguon}`)}</Descriptions.Item>
        {row.ghichu && <Descriptions.Item label={text('note')}>{row.ghichu}</Descriptions.Item>}
        {row.yeucau_id && (
          <Descriptions.Item label={text('fromRequest')}>
            {mayViewRequests ? (
              <Link to={`${requestResource.urls[0]}/${row.yeucau_id}`}>{text('linkedRequest')}</Link>
            ) : (
              text('linkedRequest')
            )}
          </Descriptions.Item>
        )}
      </Descriptions>
      {mayUpdate && appointmentMoves[row.trangthai].length > 0 && (
        <Space wrap className={styles.actions}>
          {appointmentMoves[row.trangthai].map((to) => (
            <Button key={to} danger={to === 'DA_HUY'} loading={busy === to} onClick={() => void change(to)}>
              {text(`moves.${to}`)}
            </Button>
          ))}
        </Space>
      )}
      {mayUpdate && <Typography.Paragraph type="secondary">{text('dragHint')}</Typography.Paragraph>}
    </Modal>
  );
}

/**
 * The inbox request named by `?yeucau=` (its "book" button opens the calendar so): the visitor to fill in, and its
 * chosen doctor picked once it loads, so their free slots show. `drop` books for nobody in particular again.
 */
function useRequestToBook(pickDoctor: (bacsi_id: string) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get('yeucau');
  const request = useQuery({
    queryKey: queryKeys.record(requestResource.api, id ?? ''),
    queryFn: () => fetchData<RequestRecord>(`${requestResource.api}/${id}`),
    enabled: id !== null,
  });
  const picked = useRef<string | null>(null);
  const data = id !== null ? request.data : undefined;
  useEffect(() => {
    if (!data?.bacsi_id || picked.current === data._id) return;
    picked.current = data._id;
    pickDoctor(data.bacsi_id);
  }, [data, pickDoctor]);
  const person: FromRequest | null = data
    ? { yeucau_id: data._id, hoten: data.hoten, dienthoai: data.dienthoai }
    : null;
  const drop = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('yeucau');
      return next;
    });
  return { person, drop };
}

/** The week or day grid with its booking form and appointment card. */
function Calendar() {
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
  const onEventDrop = async (arg: EventDropArg) => {
    const row = arg.event.extendedProps.row as AppointmentRow;
    const outcome = await adminApi.send('POST', `${api}/${row._id}/doilich`, {
      bacsi_id: row.bacsi_id,
      batdau: arg.event.start!.toISOString(),
    });
    if (!outcome.success) arg.revert();
    await invalidate([api]);
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
        timeZone="Asia/Ho_Chi_Minh"
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
      <AppointmentCard
        row={rows.find((row) => row._id === opened) ?? null}
        mayUpdate={grants.update}
        onClose={() => setOpened(null)}
      />
    </div>
  );
}

/** The calendar, and the lists of holidays and doctors' exceptions beside it under the same grants. */
export function AppointmentsScreen() {
  return (
    <Routes>
      <Route index element={<Calendar />} />
      <Route path="ngay-nghi/*" element={<HolidaysScreen />} />
      <Route path="lich-ngoai-le/*" element={<ExceptionsScreen />} />
    </Routes>
  );
}
